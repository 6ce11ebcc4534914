import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { css } from 'styled-system/css';
import type { FeedbackComment, FeedbackSubmission } from '@shared/schemas/feedback';
import { formatDuration } from '@app/lib/format';
import { Spinner } from '@app/ui/spinner';
import { attachSource } from '../player/attach-source';

const track = css({
  position: 'relative',
  height: '6',
  borderRadius: 'pill',
  bg: 'bg.emphasized',
  mx: '2',
});
const marker = css({
  position: 'absolute',
  top: '50%',
  width: '5',
  height: '5',
  ml: '-2.5',
  mt: '-2.5',
  borderRadius: 'full',
  bg: 'accent.default',
  borderWidth: '2px',
  borderColor: 'bg.surface',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
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
          <Trans>Your video is still being processed. This page updates by itself.</Trans>
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
          poster={video.poster?.resize_url}
          aria-label={t`Video sent for feedback`}
          className={css({ width: 'full', maxHeight: '70vh', bg: 'bg.emphasized', borderRadius: 'card' })}
        />
      )}
      {comments.length > 0 ? (
        <>
          <div role="group" aria-label={t`Comment markers on the timeline`} className={track}>
            {comments.map((c) => {
              const at = formatDuration(c.at_ms / 1000);
              return (
                <button
                  key={c.id}
                  type="button"
                  className={marker}
                  style={{ left: `${Math.min(100, (c.at_ms / durationMs) * 100)}%` }}
                  aria-label={t`Go to ${at}`}
                  title={at}
                  onClick={() => seek(c.at_ms)}
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
