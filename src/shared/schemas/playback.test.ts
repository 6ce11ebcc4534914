import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isWatched, newer, PlaybackPositionSchema, PlaybackPositionsQuerySchema, resumeFrom } from './playback';

describe('the near-end rule', () => {
  it('counts the last 5% as watched, but never more than the last 15 seconds', () => {
    // 100 s: 5% is 5 s.
    expect(isWatched(94.9, 100)).toBe(false);
    expect(isWatched(95, 100)).toBe(true);
    // One hour: 5% would be 3 minutes; 15 s is the cap.
    expect(isWatched(3600 - 16, 3600)).toBe(false);
    expect(isWatched(3600 - 15, 3600)).toBe(true);
    // An 8 s clip: only its last 0.4 s.
    expect(isWatched(7.5, 8)).toBe(false);
    expect(isWatched(7.6, 8)).toBe(true);
    expect(isWatched(5, 0)).toBe(false);
  });

  it('resumes where the video was left, and starts over when it was watched or barely begun', () => {
    expect(resumeFrom(undefined)).toBe(0);
    expect(resumeFrom({ position: 1.5, duration: 100 })).toBe(0);
    expect(resumeFrom({ position: 12, duration: 100 })).toBe(12);
    expect(resumeFrom({ position: 99, duration: 100 })).toBe(0);
  });

  it('lets the later write win', () => {
    const earlier = { updated_at: '2026-01-01T10:00:00.000Z' };
    const later = { updated_at: '2026-01-01T10:00:01.000Z' };
    expect(newer(undefined, earlier)).toBe(true);
    expect(newer(earlier, later)).toBe(true);
    expect(newer(later, earlier)).toBe(false);
    expect(newer(later, later)).toBe(false);
  });
});

describe('the position schemas', () => {
  it('accepts a position up to the end and refuses one past it', () => {
    expect(v.is(PlaybackPositionSchema, { media_id: 1, position: 60.5, duration: 60 })).toBe(true);
    expect(v.is(PlaybackPositionSchema, { media_id: 1, position: 62, duration: 60 })).toBe(false);
  });

  it('reads a comma list of ids once each', () => {
    expect(v.parse(PlaybackPositionsQuerySchema, { media_ids: '3,1,3' }).media_ids).toEqual([3, 1]);
    expect(v.is(PlaybackPositionsQuerySchema, { media_ids: '1,,2' })).toBe(false);
    expect(v.is(PlaybackPositionsQuerySchema, { media_ids: '0' })).toBe(false);
    // Past PostgreSQL's integer the lookup itself failed (a 500): such an id names no video.
    expect(v.is(PlaybackPositionsQuerySchema, { media_ids: '1,2147483648' })).toBe(false);
    expect(v.is(PlaybackPositionsQuerySchema, { media_ids: '2147483647' })).toBe(true);
  });
});
