import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import CaptionsIcon from 'lucide-react/icons/captions';
import MaximizeIcon from 'lucide-react/icons/maximize';
import PauseIcon from 'lucide-react/icons/pause';
import PictureInPicture2Icon from 'lucide-react/icons/picture-in-picture-2';
import PlayIcon from 'lucide-react/icons/play';
import SkipBackIcon from 'lucide-react/icons/skip-back';
import SkipForwardIcon from 'lucide-react/icons/skip-forward';
import { css, cx } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { IconButton } from '@app/ui/icon-button';
import { Spinner } from '@app/ui/spinner';
import { PracticePanel } from './practice/practice-panel';
import { usePractice } from './practice/use-practice';
import { useResume } from './resume/use-resume';
import { useStreamWanted } from './use-stream-wanted';
import { attachSource, type AttachedSource } from './attach-source';
import { captionTracks, preferredTrack, showOnly, type PlayerCaption } from './caption-tracks';
import { DurationBar } from './duration-bar';
import { AUTO_QUALITY, QualityChoice, SpeedChoice } from './playback-choices';
import { PlaybackError } from './playback-error';
import type { PlaybackFailure } from './playback-failure';
import { VolumeControl } from './volume-control';

export interface PlayerMedia {
  id: number;
  url: string;
  mimeType: string;
  poster?: string | null;
  captions?: PlayerCaption[];
}

export interface VideoPlayerProps {
  media: PlayerMedia;
  /** The accessible name of the player (e.g. "Full video: Salsa basics"). */
  title: string;
  autoPlay?: boolean;
  /** Start here instead of the saved position (the tray resuming a playlist). */
  startAt?: number;
  onEnded?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
  /** Every saved position (about once a second while playing). */
  onProgress?: (position: number, duration: number) => void;
  /** Offer practice mode (dance classes and tutorials: `practiceTypes`). */
  practice?: boolean;
  /**
   * Load the stream once the player is on screen rather than on play: a content page's own video and a playlist's
   * now-playing one, which show the duration and where they resume (that needs the video's metadata).
   */
  prepareWhenVisible?: boolean;
}

/** Arrow keys jump this far. */
const SEEK_JUMP_SECONDS = 5;
const VOLUME_STEP = 0.1;

// Two groups that wrap only between each other, so a phone shows play and volume on one row and the
// settings together on the next, never a lone select split off from the rest.
const controlsRow = css({ display: 'flex', alignItems: 'center', columnGap: '3', rowGap: '1', flexWrap: 'wrap' });
const controlGroup = css({ display: 'flex', alignItems: 'center', gap: '1' });
const settingsGroup = css({ display: 'flex', alignItems: 'center', gap: '1', marginInlineStart: 'auto' });

/**
 * The video player: HLS through hls.js (or natively), the spec's duration bar, keyboard control
 * (space, arrows, f, m) when the player has focus, captions when the creator supplied them,
 * picture-in-picture, a poster while loading, resume and practice mode.
 */
export function VideoPlayer({
  media,
  title,
  autoPlay,
  startAt,
  onEnded,
  onPrevious,
  onNext,
  onProgress,
  practice: practiceOffered = false,
  prepareWhenVisible = false,
}: VideoPlayerProps) {
  const { t, i18n } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [waiting, setWaiting] = useState(true);
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const [levels, setLevels] = useState<AttachedSource['levels']>([]);
  const [quality, setQuality] = useState(AUTO_QUALITY);
  const [speed, setSpeed] = useState(1);
  const attachedRef = useRef<AttachedSource | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [captionCount, setCaptionCount] = useState(0);
  const [practiceOpen, setPracticeOpen] = useState(false);
  const practicing = practiceOffered && practiceOpen;
  // Practice mode sets its own (slower) speed; outside it the player's speed choice applies.
  const practice = usePractice(videoRef, media.id, practicing ? undefined : speed);
  useResume(videoRef, { mediaId: media.id, startAt, onSaved: onProgress });
  const streamWanted = useStreamWanted(videoRef, { autoPlay, prepareWhenVisible });

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !streamWanted) return;
    let attached: AttachedSource | undefined;
    let active = true;
    setFailure(null);
    setWaiting(true);
    setLevels([]);
    setQuality(AUTO_QUALITY);
    void attachSource(video, media.url, media.mimeType, (reason) => active && setFailure(reason)).then(
      (source) => {
        if (!active) return source.destroy();
        attached = source;
        attachedRef.current = source;
        setLevels(source.levels);
        // A play asked for before the stream was there (`paused` already false) goes on with it.
        if (autoPlay || !video.paused) void video.play().catch(() => undefined);
      },
      () => active && setFailure('network'),
    );
    return () => {
      active = false;
      attachedRef.current = undefined;
      attached?.destroy();
    };
  }, [media.url, media.mimeType, autoPlay, attempt, streamWanted]);

  // Captions come as the creator's <track>s (a natively played stream may add its own later).
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    const count = () => setCaptionCount(videoRef.current ? captionTracks(videoRef.current).length : 0);
    count();
    tracks.addEventListener('addtrack', count);
    tracks.addEventListener('removetrack', count);
    return () => {
      tracks.removeEventListener('addtrack', count);
      tracks.removeEventListener('removetrack', count);
    };
  }, [media.url]);

  const video = () => videoRef.current;
  const toggle = () => {
    const v = video();
    if (!v) return;
    if (v.paused || v.ended) void v.play().catch(() => undefined);
    else v.pause();
  };
  const seek = (seconds: number) => {
    const v = video();
    if (!v || !Number.isFinite(v.duration)) return;
    v.currentTime = Math.min(Math.max(0, seconds), v.duration);
    setCurrent(v.currentTime);
  };
  const toggleMute = () => {
    const v = video();
    if (v) v.muted = !v.muted;
  };
  const changeVolume = (next: number) => {
    const v = video();
    if (!v) return;
    v.volume = next;
    v.muted = next === 0;
  };
  const chooseQuality = (level: number) => {
    attachedRef.current?.setLevel(level);
    setQuality(level);
  };
  const fullscreen = () => {
    const frame = frameRef.current;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (frame?.requestFullscreen) void frame.requestFullscreen().catch(() => undefined);
    // iPhone Safari only puts the video element itself in full screen.
    else (video() as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };
  const pip = () => {
    const v = video();
    if (!v) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void v.requestPictureInPicture().catch(() => undefined);
  };
  const toggleCaptions = () => {
    const v = video();
    if (!v) return;
    const on = !captionsOn;
    const tracks = captionTracks(v);
    showOnly(tracks, on ? preferredTrack(tracks, i18n.locale) : undefined);
    setCaptionsOn(on);
  };

  /** Space and arrows act only when the player itself has focus, so buttons and the slider keep theirs. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onFrame = event.target === event.currentTarget;
    const v = video();
    if (!v) return;
    const key = event.key;
    if (key === 'f' || key === 'F') fullscreen();
    else if (key === 'm' || key === 'M') toggleMute();
    else if (!onFrame) return;
    else if (key === ' ' || key === 'k') toggle();
    else if (key === 'ArrowLeft') seek(v.currentTime - SEEK_JUMP_SECONDS);
    else if (key === 'ArrowRight') seek(v.currentTime + SEEK_JUMP_SECONDS);
    else if (key === 'ArrowUp') v.volume = Math.min(1, v.volume + VOLUME_STEP);
    else if (key === 'ArrowDown') v.volume = Math.max(0, v.volume - VOLUME_STEP);
    else return;
    event.preventDefault();
  };

  const pipAvailable = typeof document !== 'undefined' && document.pictureInPictureEnabled;
  const hasCaptions = captionCount > 0 || (media.captions?.length ?? 0) > 0;
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div
        ref={frameRef}
        role="group"
        tabIndex={0}
        aria-label={title}
        aria-keyshortcuts="Space ArrowLeft ArrowRight ArrowUp ArrowDown F M"
        onKeyDown={onKeyDown}
        data-testid="video-player"
        className={css({
          display: 'grid',
          gap: '2',
          borderRadius: 'card',
          outline: 'none',
          _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
          '&:fullscreen': { bg: 'bg.emphasized', alignContent: 'center', p: '2' },
        })}
      >
        <div className={css({ position: 'relative' })}>
          <video
            ref={videoRef}
            playsInline
            preload="metadata"
            poster={media.poster ?? undefined}
            aria-label={title}
            onClick={toggle}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => {
              setPlaying(false);
              onEnded?.();
            }}
            onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
            onDurationChange={(e) => setDuration(e.currentTarget.duration)}
            onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
            onVolumeChange={(e) => {
              setMuted(e.currentTarget.muted);
              setVolume(e.currentTarget.volume);
            }}
            onWaiting={() => setWaiting(true)}
            onCanPlay={() => setWaiting(false)}
            onPlaying={() => setWaiting(false)}
            className={cx(
              css({
                display: 'block',
                width: 'full',
                aspectRatio: '16 / 9',
                objectFit: 'contain',
                borderRadius: 'card',
                bg: 'bg.emphasized',
              }),
              practiceOffered && practice.settings.mirrored ? css({ transform: 'scaleX(-1)' }) : undefined,
            )}
          >
            {media.captions?.map((c) => (
              <track key={c.src} kind="captions" src={c.src} srcLang={c.lang} label={c.label} />
            ))}
          </video>
          {failure ? (
            <PlaybackError failure={failure} onRetry={() => setAttempt((n) => n + 1)} />
          ) : waiting && playing ? (
            <div className={css({ position: 'absolute', inset: '0', display: 'grid', placeContent: 'center' })}>
              <Spinner label={t`Loading the video…`} />
            </div>
          ) : null}
        </div>
        <DurationBar current={current} duration={duration} onSeek={seek} />
        <div className={controlsRow} data-testid="player-controls">
          <div className={controlGroup}>
            {onPrevious ? (
              <IconButton aria-label={t`Previous video`} onClick={onPrevious}>
                <SkipBackIcon size={20} />
              </IconButton>
            ) : null}
            <IconButton aria-label={playing ? t`Pause` : t`Play`} onClick={toggle} variant="solid">
              {playing ? <PauseIcon size={20} fill="currentColor" /> : <PlayIcon size={20} fill="currentColor" />}
            </IconButton>
            {onNext ? (
              <IconButton aria-label={t`Next video`} onClick={onNext}>
                <SkipForwardIcon size={20} />
              </IconButton>
            ) : null}
            <VolumeControl volume={volume} muted={muted} onVolume={changeVolume} onMute={toggleMute} />
          </div>
          <div className={settingsGroup}>
            {practicing ? null : <SpeedChoice value={speed} onChange={setSpeed} />}
            <QualityChoice levels={levels} value={quality} onChange={chooseQuality} />
            {hasCaptions ? (
              <IconButton aria-label={t`Captions`} aria-pressed={captionsOn} onClick={toggleCaptions}>
                <CaptionsIcon size={20} />
              </IconButton>
            ) : null}
            {pipAvailable ? (
              <IconButton aria-label={t`Picture in picture`} onClick={pip}>
                <PictureInPicture2Icon size={20} />
              </IconButton>
            ) : null}
            <IconButton aria-label={t`Full screen`} onClick={fullscreen}>
              <MaximizeIcon size={20} />
            </IconButton>
            {practiceOffered ? (
              <Button
                type="button"
                size="sm"
                variant={practiceOpen ? 'solid' : 'outline'}
                aria-pressed={practiceOpen}
                onClick={() => setPracticeOpen((open) => !open)}
              >
                <Trans>Practice</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {practiceOffered && practiceOpen ? (
        <PracticePanel videoRef={videoRef} settings={practice.settings} onChange={practice.update} />
      ) : null}
    </div>
  );
}
