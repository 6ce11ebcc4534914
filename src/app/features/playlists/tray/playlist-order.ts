import type { VideoRef } from '@shared/schemas/content';
import type { PlaylistItem } from '@shared/schemas/playlists';
import type { TrayItem } from '@app/platform/storage';

export type PlayableItem = PlaylistItem & { media: VideoRef & { url: string } };

/** Locked (refunded, never bought), still processing or failed videos are skipped by the player. */
export const isPlayable = (item: PlaylistItem): item is PlayableItem =>
  !('locked' in item.media) && item.media.status === 'ready' && item.media.url !== null;

/** The item the player starts with: the tray's video when resuming, else the first one that plays. */
export function pickStart(items: PlaylistItem[], tray: TrayItem | undefined, playlistId: number): number | undefined {
  const fromTray =
    tray?.playlistId === playlistId ? items.find((i) => i.media_id === tray.mediaId && isPlayable(i)) : undefined;
  return (fromTray ?? items.find(isPlayable))?.media_id;
}

/** Where "next" or "previous" leads: another video of this page, the neighbouring page, or nowhere. */
export type PlaylistStep =
  { kind: 'video'; mediaId: number } | { kind: 'page'; page: number; enterAt: 'first' | 'last' } | null;

/**
 * Steps through a playlist page by page: the nearest playable video in that direction on this
 * page, else the next page (entered at its first video) or the previous one (at its last).
 */
export function stepFrom(
  items: PlaylistItem[],
  playingId: number | undefined,
  direction: 1 | -1,
  page: number,
  lastPage: number,
): PlaylistStep {
  const index = items.findIndex((i) => i.media_id === playingId);
  if (index >= 0) {
    for (let i = index + direction; i >= 0 && i < items.length; i += direction) {
      const item = items[i]!;
      if (isPlayable(item)) return { kind: 'video', mediaId: item.media_id };
    }
  }
  const target = page + direction;
  if (target < 1 || target > lastPage) return null;
  return { kind: 'page', page: target, enterAt: direction === 1 ? 'first' : 'last' };
}

/** The video to play on arriving at a page through previous/next. */
export function entryOf(items: PlaylistItem[], enterAt: 'first' | 'last'): number | undefined {
  const playable = items.filter(isPlayable);
  return (enterAt === 'first' ? playable[0] : playable.at(-1))?.media_id;
}
