import { describe, expect, it } from 'vitest';
import type { PlaylistItem } from '@shared/schemas/playlists';
import type { TrayItem } from '@app/platform/storage';
import { entryOf, isPlayable, pickStart, stepFrom } from './playlist-order';

function item(mediaId: number, state: 'ready' | 'locked' | 'processing' = 'ready'): PlaylistItem {
  const media =
    state === 'locked'
      ? { locked: true as const, duration_seconds: 60, poster: null, position: 0 }
      : {
          id: mediaId,
          url: state === 'ready' ? `/media/v/${mediaId}/master.m3u8` : null,
          mime_type: 'application/vnd.apple.mpegurl',
          status: state,
          duration_seconds: 60,
          poster: null,
          position: 0,
          captions: [],
        };
  return {
    media_id: mediaId,
    content_id: 1,
    position: 0,
    title: `Video ${mediaId}`,
    content_type: 3,
    duration_seconds: 60,
    poster: null,
    thumbnail: null,
    media,
    owner: null,
    part: null,
  };
}

const tray = (mediaId: number, playlistId = 7): TrayItem => ({
  playlistId,
  playlistTitle: 'Warm-ups',
  page: 1,
  poster: '',
  title: 'Video',
  name: 'Ann',
  duration: 60,
  currentTimePosition: 12,
  mediaId,
});

// 10 plays, 11 was refunded, 12 is still being prepared, 13 plays.
const page = [item(10), item(11, 'locked'), item(12, 'processing'), item(13)];

describe('playing a playlist in order', () => {
  it('plays only videos the fan may watch and that are ready', () => {
    expect(page.map(isPlayable)).toEqual([true, false, false, true]);
  });

  it("starts with the tray's video of this playlist, else with the first playable one", () => {
    expect(pickStart(page, tray(13), 7)).toBe(13);
    expect(pickStart(page, tray(13, 8), 7)).toBe(10);
    expect(pickStart(page, tray(11), 7)).toBe(10);
    expect(pickStart(page, undefined, 7)).toBe(10);
    expect(pickStart([item(11, 'locked')], undefined, 7)).toBeUndefined();
  });

  it('steps over videos that cannot play, then into the neighbouring pages', () => {
    expect(stepFrom(page, 10, 1, 2, 3)).toEqual({ kind: 'video', mediaId: 13 });
    expect(stepFrom(page, 13, -1, 2, 3)).toEqual({ kind: 'video', mediaId: 10 });
    expect(stepFrom(page, 13, 1, 2, 3)).toEqual({ kind: 'page', page: 3, enterAt: 'first' });
    expect(stepFrom(page, 10, -1, 2, 3)).toEqual({ kind: 'page', page: 1, enterAt: 'last' });
  });

  it('has no previous on the first video of page 1 and no next on the last of the last page', () => {
    expect(stepFrom(page, 10, -1, 1, 3)).toBeNull();
    expect(stepFrom(page, 13, 1, 3, 3)).toBeNull();
    expect(stepFrom(page, 13, 1, 1, 1)).toBeNull();
  });

  it('enters a page at its first playable video going forward and at its last going back', () => {
    expect(entryOf(page, 'first')).toBe(10);
    expect(entryOf(page, 'last')).toBe(13);
    expect(entryOf([item(11, 'locked')], 'first')).toBeUndefined();
  });
});
