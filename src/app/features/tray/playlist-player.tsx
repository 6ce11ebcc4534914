import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { practiceTypes } from '@shared/codes';
import type { VideoRef } from '@shared/schemas/content';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { trayButtonPreference } from '@app/lib/preferences';
import { trayStore, type TrayItem } from '@app/lib/storage';
import { usePageParam } from '../library/page-search';
import { VideoPlayer } from '../player/video-player';
import { playlistItemsQueryOptions } from '../playlists/api';
import { useTrayItem } from './use-tray-item';

type PlayableItem = PlaylistItem & { media: VideoRef & { url: string } };

export const isPlayable = (item: PlaylistItem): item is PlayableItem =>
  !('locked' in item.media) && item.media.status === 'ready' && item.media.url !== null;

/** The item the player starts with: the tray's video when resuming, else the first one that plays. */
export function pickStart(items: PlaylistItem[], tray: TrayItem | undefined, playlistId: number): number | undefined {
  const fromTray =
    tray?.playlistId === playlistId ? items.find((i) => i.media_id === tray.mediaId && isPlayable(i)) : undefined;
  return (fromTray ?? items.find(isPlayable))?.media_id;
}

/**
 * Plays the current page of a playlist in order, with previous and next (which cross into the
 * neighbouring pages), and keeps the tray item current so the floating button can bring the
 * person back to this video at this time.
 */
export function PlaylistPlayer({
  playlistId,
  playlistTitle,
  startWithTime,
  playingId,
  onPlayingChange,
}: {
  playlistId: number;
  playlistTitle: string;
  startWithTime: boolean;
  playingId: number | undefined;
  onPlayingChange: (mediaId: number | undefined) => void;
}) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const { data } = useQuery(playlistItemsQueryOptions(playlistId, page));
  const tray = useTrayItem();
  const [autoPlay, setAutoPlay] = useState(false);
  // Moving to the next page starts its first video; to the previous page, its last one.
  const [enterAt, setEnterAt] = useState<'first' | 'last' | null>(null);
  const items = useMemo(() => data?.data ?? [], [data]);
  const lastPage = data?.meta.last_page ?? 1;

  useEffect(() => {
    if (items.length === 0 || (playingId !== undefined && items.some((i) => i.media_id === playingId))) return;
    const playable = items.filter(isPlayable);
    const start =
      enterAt === 'last'
        ? playable.at(-1)?.media_id
        : enterAt === 'first'
          ? playable[0]?.media_id
          : pickStart(items, tray, playlistId);
    if (start !== undefined) onPlayingChange(start);
  }, [items, playingId, tray, playlistId, enterAt, onPlayingChange]);

  const index = items.findIndex((i) => i.media_id === playingId);
  const current = index >= 0 ? items[index] : undefined;
  if (!current || !isPlayable(current)) return null;

  const neighbour = (direction: 1 | -1) => {
    for (let i = index + direction; i >= 0 && i < items.length; i += direction)
      if (isPlayable(items[i]!)) return items[i];
    return undefined;
  };
  const go = (direction: 1 | -1) => {
    const target = neighbour(direction);
    setAutoPlay(true);
    if (target) return onPlayingChange(target.media_id);
    const nextPage = page + direction;
    if (nextPage < 1 || nextPage > lastPage) return;
    setEnterAt(direction === 1 ? 'first' : 'last');
    onPlayingChange(undefined);
    setPage(nextPage);
  };
  const hasPrevious = neighbour(-1) !== undefined || page > 1;
  const hasNext = neighbour(1) !== undefined || page < lastPage;
  const resumeHere = startWithTime && !autoPlay && tray?.playlistId === playlistId && tray.mediaId === current.media_id;
  const title = current.title;
  const number = current.position + 1;

  const saveTray = (position: number, duration: number) => {
    trayButtonPreference.set(true);
    void trayStore.set({
      playlistId,
      playlistTitle,
      page,
      poster: current.poster?.crop_url ?? current.media.poster?.crop_url ?? '',
      title: current.title,
      name: current.owner?.name ?? '',
      duration,
      currentTimePosition: position,
      mediaId: current.media_id,
    });
  };

  return (
    <section aria-label={t`Now playing`} className={css({ display: 'grid', gap: '2' })}>
      <VideoPlayer
        key={current.media_id}
        practice={practiceTypes.includes(current.content_type)}
        media={{
          id: current.media_id,
          url: current.media.url,
          mimeType: current.media.mime_type,
          poster: current.media.poster?.resize_url ?? current.poster?.resize_url,
        }}
        title={t`Video ${number}: ${title}`}
        autoPlay={autoPlay}
        startAt={resumeHere ? tray.currentTimePosition : undefined}
        onProgress={saveTray}
        onEnded={() => hasNext && go(1)}
        onPrevious={hasPrevious ? () => go(-1) : undefined}
        onNext={hasNext ? () => go(1) : undefined}
      />
      <p className={css({ fontWeight: '600' })} aria-live="polite">
        <Trans>
          Now playing: {number}. {title}
        </Trans>
      </p>
    </section>
  );
}
