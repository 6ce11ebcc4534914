import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { css } from 'styled-system/css';
import type { FeedbackComment, FeedbackSubmission } from '@shared/schemas/feedback';
import { posterUrl } from '@shared/image-widths';
import { formatDuration } from '@app/platform/format';
import { Spinner } from '@app/ui/spinner';
import { attachSource } from '@app/platform/player/attach-source';
import { markerClusters } from './marker-clusters';

const track = css({
  position: 'relative',
  height: '6',
  borderRadius: 'pill',
  bg: 'bg.emphasized',
  mx: '2',
});
/** A 24px touch target (WCAG 2.5.8) around the 20px dot a person sees. */
const marker = css({
  position: 'absolute',
  top: '50%',
  width: '6',
  height: '6',
  ml: '-3',
  mt: '-3',
  borderRadius: 'full',
  bg: 'transparent',
  cursor: 'pointer',
  _before: {
    content: '""',
    position: 'absolute',
    inset: '0.5',
    borderRadius: 'full',
    bg: 'accent.default',
    borderWidth: '2px',
    borderColor: 'bg.surface',
  },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '0' },
});
const list = css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' });
const moment = css({
  display: 'flex',
  gap: '3',
  alignItems: 'baseline',
  width: 'full',
  textAlign: 'start',
  p: '3',
  minHeight: 'touch',
  borderRadius: 'control',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
});
const time = css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold', color: 'accent.fg', flexShrink: 0 });

interface FeedbackVideoProps {
  submission: FeedbackSubmission;
  /** Lets the creator's comment form read the moment the video is at. */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** Extra controls per comment (the creator's delete). */
  renderActions?: (comment: FeedbackComment) => React.ReactNode;
}

/** A callback ref and the element's width in pixels, kept up to date as the layout changes (0 until measured). */
function useWidth(): [(element: HTMLElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * The fan's video with the creator's comments as markers on a timeline under it and as a list;
 * choosing a marker or a list entry seeks the video to that moment.
 */
export function FeedbackVideo({ submission, videoRef, renderActions }: FeedbackVideoProps) {
  const { t } = useLingui();
  const fallback = useRef<HTMLVideoElement | null>(null);
  const own = videoRef ?? fallback;
  const [failed, setFailed] = useState(false);
  const { video, comments } = submission;
  const durationMs = (video.duration_seconds ?? 0) * 1000 || Math.max(1, ...comments.map((c) => c.at_ms)) * 1.05;
  const [trackRef, trackWidth] = useWidth();

  useEffect(() => {
    const element = own.current;
    if (!element || !video.url) return;
    let active = true;
    let destroy = () => undefined as void;
    void attachSource(element, video.url, video.mime_type, () => active && setFailed(true)).then(
      (source) => {
        if (active) destroy = source.destroy;
        else source.destroy();
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      destroy();
    };
  }, [own, video.url, video.mime_type]);

  const seek = (ms: number) => {
    const element = own.current;
    if (!element) return;
    element.currentTime = ms / 1000;
    element.focus();
  };

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {video.status === 0 ? (
        <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" />
          {submission.is_creator ? (
            <Trans>The fan's video is still being processed. This page updates by itself.</Trans>
          ) : (
            <Trans>Your video is still being processed. This page updates by itself.</Trans>
          )}
        </p>
      ) : video.status === 255 || failed ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          <Trans>This video could not be played.</Trans>
        </p>
      ) : (
        <video
          ref={own}
          controls
          playsInline
          preload="metadata"
          poster={posterUrl(video.poster?.resize_url)}
          aria-label={t`Video sent for feedback`}
          className={css({ width: 'full', maxHeight: '70vh', bg: 'bg.emphasized', borderRadius: 'card' })}
        />
      )}
      {comments.length > 0 ? (
        <>
          <div ref={trackRef} role="group" aria-label={t`Comment markers on the timeline`} className={track}>
            {markerClusters(comments, durationMs, trackWidth).map((cluster) => {
              const at = formatDuration(cluster.atMs / 1000);
              const count = cluster.comments.length;
              return (
                <button
                  key={cluster.comments[0]!.id}
                  type="button"
                  className={marker}
                  style={{ left: `${cluster.left}%` }}
                  aria-label={count === 1 ? t`Go to ${at}` : t`Go to ${at} (${count} comments)`}
                  title={cluster.comments.map((c) => formatDuration(c.at_ms / 1000)).join(', ')}
                  onClick={() => seek(cluster.atMs)}
                />
              );
            })}
          </div>
          <h2 className={css({ textStyle: 'heading.sm' })}>
            <Trans>Comments</Trans>
          </h2>
          <ol className={list}>
            {comments.map((c) => (
              <li key={c.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <button type="button" className={moment} onClick={() => seek(c.at_ms)}>
                  <span className={time}>{formatDuration(c.at_ms / 1000)}</span>
                  <span className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>{c.body}</span>
                </button>
                {renderActions?.(c)}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>No comments yet.</Trans>
        </p>
      )}
    </div>
  );
}
