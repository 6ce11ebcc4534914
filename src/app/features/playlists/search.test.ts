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
  it('keeps the video title for the list of waiting changes, and drops one that is not text', () => {
    expect(v.parse(addToPlaylistSearchSchema, { mediaId: 12, title: 'Salsa' })).toEqual({
      mediaId: 12,
      title: 'Salsa',
    });
    expect(v.parse(addToPlaylistSearchSchema, { mediaId: 12, title: 5 })).toEqual({ mediaId: 12 });
  });
});

describe('parsePlaylistId', () => {
  it('accepts whole numbers: server ids, and negative local ids of playlists created offline', () => {
    expect(parsePlaylistId('7')).toBe(7);
    expect(parsePlaylistId('-1733000000000')).toBe(-1733000000000);
    expect(parsePlaylistId('0')).toBeNull();
    expect(parsePlaylistId('-0')).toBeNull();
    expect(parsePlaylistId('')).toBeNull();
    expect(parsePlaylistId('abc')).toBeNull();
    expect(parsePlaylistId('1.5')).toBeNull();
  });
});
