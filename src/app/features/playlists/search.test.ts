import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addToPlaylistSearchSchema, parsePlaylistId } from './search';

describe('addToPlaylistSearchSchema', () => {
  it('reads the ids as numbers', () => {
    expect(v.parse(addToPlaylistSearchSchema, { mediaId: '12', contentId: 3 })).toEqual({ mediaId: 12, contentId: 3 });
  });
  it('drops what is not a positive whole number instead of failing the page', () => {
    expect(v.parse(addToPlaylistSearchSchema, { mediaId: 'x', contentId: '-1', page: '1.5' })).toEqual({});
  });
});

describe('parsePlaylistId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePlaylistId('7')).toBe(7);
    expect(parsePlaylistId('0')).toBeNull();
    expect(parsePlaylistId('abc')).toBeNull();
    expect(parsePlaylistId('1.5')).toBeNull();
  });
});
