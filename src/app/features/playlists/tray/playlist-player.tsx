import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { practiceTypes } from '@shared/codes';
import { posterUrl, renditionUrl, SMALLEST_IMAGE_WIDTH } from '@shared/image-widths';
import { trayButtonPreference } from '@app/platform/preferences';
import { trayStore } from '@app/platform/storage';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { playerCaptions } from '@app/platform/player/caption-tracks';
import { VideoPlayer } from '@app/platform/player/video-player';
import { playlistItemsQueryOptions } from '../api';
import { entryOf, isPlayable, pickStart, stepFrom } from './playlist-order';
import { useTrayItem } from './use-tray-item';

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
    // The items may be cached before the tray item is read: choosing then would start the first video.
    if (!enterAt && tray === undefined) return;
    const start = enterAt ? entryOf(items, enterAt) : pickStart(items, tray ?? undefined, playlistId);
    if (start !== undefined) onPlayingChange(start);
  }, [items, playingId, tray, playlistId, enterAt, onPlayingChange]);

  const current = items.find((i) => i.media_id === playingId);
  if (!current || !isPlayable(current)) return null;

  const previous = stepFrom(items, playingId, -1, page, lastPage);
  const next = stepFrom(items, playingId, 1, page, lastPage);
  const go = (step: typeof next) => {
    if (!step) return;
    setAutoPlay(true);
    if (step.kind === 'video') return onPlayingChange(step.mediaId);
    setEnterAt(step.enterAt);
    onPlayingChange(undefined);
    setPage(step.page);
  };
  const resumeHere =
    startWithTime && !autoPlay && !!tray && tray.playlistId === playlistId && tray.mediaId === current.media_id;
  const title = current.title;
  const number = current.position + 1;

  const saveTray = (position: number, duration: number) => {
    trayButtonPreference.set(true);
    void trayStore.set({
      playlistId,
      playlistTitle,
      page,
      poster: renditionUrl(
        current.thumbnail?.crop_url ?? current.poster?.crop_url ?? current.media.poster?.crop_url ?? '',
        SMALLEST_IMAGE_WIDTH,
      ),
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
          poster: posterUrl(current.media.poster?.resize_url ?? current.poster?.resize_url),
          captions: playerCaptions(current.media),
        }}
        title={t`Video ${number}: ${title}`}
        autoPlay={autoPlay}
        startAt={resumeHere ? tray.currentTimePosition : undefined}
        prepareWhenVisible
        onProgress={saveTray}
        onEnded={() => go(next)}
        onPrevious={previous ? () => go(previous) : undefined}
        onNext={next ? () => go(next) : undefined}
      />
      <p className={css({ fontWeight: '600' })} aria-live="polite">
        <Trans>
          Now playing: {number}. {title}
        </Trans>
      </p>
    </section>
  );
}
