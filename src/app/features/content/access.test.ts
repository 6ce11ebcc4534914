import { describe, expect, it } from 'vitest';
import type { ContentResource, LockedVideo, VideoRef } from '@shared/schemas/content';
import { canWatch, isPlayable, orderedVideos } from './access';

const video = (position: number): VideoRef => ({
  id: position + 1,
  url: `/media/v/${position + 1}/master.m3u8`,
  mime_type: 'application/vnd.apple.mpegurl',
  status: 'ready',
  duration_seconds: 60,
  poster: null,
  position,
  captions: [],
});
const locked = (position: number): LockedVideo => ({ locked: true, duration_seconds: 60, poster: null, position });

describe('content access', () => {
  it('lets the viewer watch what is bought, free or their own, and nothing else', () => {
    expect(canWatch({ is_bought: false, is_free: false, is_own: false })).toBe(false);
    expect(canWatch({ is_bought: true, is_free: false, is_own: false })).toBe(true);
    expect(canWatch({ is_bought: false, is_free: true, is_own: false })).toBe(true);
    expect(canWatch({ is_bought: false, is_free: false, is_own: true })).toBe(true);
  });

  it('tells a playable video from a locked one', () => {
    expect(isPlayable(video(0))).toBe(true);
    expect(isPlayable(locked(0))).toBe(false);
    expect(isPlayable(null)).toBe(false);
  });

  it('puts the main video first and the additional ones in their order', () => {
    const item = { encodedVideo: video(0), encodedAdditionalVideos: [video(3), video(1), video(2)] } as ContentResource;
    expect(orderedVideos(item).map((v) => v.position)).toEqual([0, 1, 2, 3]);
    expect(orderedVideos({ encodedAdditionalVideos: [locked(2), locked(1)] } as ContentResource)).toEqual([
      locked(1),
      locked(2),
    ]);
  });
});
