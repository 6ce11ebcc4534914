import { describe, expect, it } from 'vitest';
import type { Autocomplete } from '@shared/schemas/search';
import { flattenSuggestions, moveActive } from './suggestions';

const data = {
  creators: [{ id: 1, login: 'aya.yamada', name: '山田 彩', avatar: null, role: 3, is_blocked: false }],
  content: [{ id: 7, title: 'ハウス オープンクラス', shortOwner: { name: '山田 彩' } }],
  tags: [{ id: 3, slug: 'house', name: 'ハウス' }],
} as unknown as Autocomplete;

describe('flattenSuggestions', () => {
  it('lists creators, then content, then tags, each keyed by kind and id', () => {
    const rows = flattenSuggestions(data);
    expect(rows.map((row) => row.key)).toEqual(['creator-1', 'content-7', 'tag-3']);
    expect(rows[0]).toMatchObject({ group: 'creators', login: 'aya.yamada', detail: '@aya.yamada' });
    expect(rows[1]).toMatchObject({ group: 'content', id: 7, detail: '山田 彩' });
  });

  it('is empty before anything arrived', () => {
    expect(flattenSuggestions(undefined)).toEqual([]);
  });
});

describe('moveActive', () => {
  it('enters the list at the first or the last row', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
  });

  it('wraps around at both ends', () => {
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
  });

  it('has nothing to move to in an empty list', () => {
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
