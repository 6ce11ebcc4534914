import { useEffect, useRef, type RefObject } from 'react';
import { useAutoResume } from '@app/platform/preferences';
import { tokens, useIsSignedIn } from '@app/platform/session';
import { resumeStore } from '@app/platform/storage';
import { loadPosition, savePositionOnServer } from './api';
import { ResumeRecorder } from './resume-recorder';
import { startPosition } from './start-position';

export interface UseResumeOptions {
  mediaId: number;
  /** Start here instead of the saved position (the tray's stored time). */
  startAt?: number;
  /** Called on every position write, e.g. to keep the tray item's time current. */
  onSaved?: (position: number, duration: number) => void;
}

/**
 * Restores a video's position once its metadata is known, then records where it is while it plays
 * (throttled), and on pause, seek, the end, hiding the page and leaving. Signed in, positions also
 * go to the server so another device resumes at the same point.
 */
export function useResume(
  videoRef: RefObject<HTMLVideoElement | null>,
  { mediaId, startAt, onSaved }: UseResumeOptions,
) {
  const autoResume = useAutoResume();
  const signedIn = useIsSignedIn('site');
  const onSavedRef = useRef(onSaved);
  // Once this player ran for a signed-in person it never writes for "nobody": that would be their data after sign-out.
  const hadUser = useRef(false);
  useEffect(() => {
    if (signedIn) hadUser.current = true;
  }, [signedIn]);
  // Read when the video's metadata arrives, not a reason to start over (the tray's time changes every second).
  const startAtRef = useRef(startAt);
  useEffect(() => {
    onSavedRef.current = onSaved;
    startAtRef.current = startAt;
  }, [onSaved, startAt]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    const recorder = new ResumeRecorder({
      now: () => Date.now(),
      local: async (entry) => {
        // The last flush of a player torn down by a sign-out must not write the signed-out person's place back.
        if (hadUser.current && tokens.getUser('site') === undefined) return;
        await resumeStore.setEntry(mediaId, entry);
        onSavedRef.current?.(entry.position, entry.duration);
      },
      server: signedIn ? (entry) => savePositionOnServer(mediaId, entry).then(() => undefined) : undefined,
    });

    const restore = async () => {
      const startAt = startAtRef.current;
      const saved = autoResume ? await loadPosition(mediaId, signedIn) : undefined;
      if (cancelled) return;
      const target = startPosition({ startAt, autoResume, saved, duration: video.duration });
      if (target > 0) video.currentTime = target;
    };
    const onMetadata = () => void restore();
    const onTime = () => {
      if (!video.paused && !video.seeking) recorder.record(video.currentTime, video.duration);
    };
    const flush = () => {
      recorder.record(video.currentTime, video.duration);
      recorder.flush();
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();

    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) void restore();
    else video.addEventListener('loadedmetadata', onMetadata, { once: true });
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', flush);
    video.addEventListener('seeked', flush);
    video.addEventListener('ended', flush);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      cancelled = true;
      if (video.currentTime > 0) flush();
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', flush);
      video.removeEventListener('seeked', flush);
      video.removeEventListener('ended', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [videoRef, mediaId, autoResume, signedIn]);
}
