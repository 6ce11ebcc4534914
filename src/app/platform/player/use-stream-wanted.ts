import { useEffect, useState, type RefObject } from 'react';

export interface StreamWantedOptions {
  autoPlay?: boolean;
  /** Also prepare once the player is on screen and the page is idle (a content page's own video). */
  prepareWhenVisible?: boolean;
}

/** Runs `callback` when the browser has nothing better to do (after the page's first paint and its data). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}

/**
 * Whether a player should load its stream yet. Until then it shows its poster and controls only, so neither
 * hls.js (its own chunk, the largest script a video page can load) nor a segment is fetched for a video
 * nobody has played: the stream is wanted once the video is played (button, key or the browser's own
 * controls, all of which fire `play`), asked to play on its own, or, if `prepareWhenVisible`, scrolled into view.
 */
export function useStreamWanted(
  videoRef: RefObject<HTMLVideoElement | null>,
  { autoPlay = false, prepareWhenVisible = false }: StreamWantedOptions,
): boolean {
  const [played, setPlayed] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || played) return;
    const onPlay = () => setPlayed(true);
    video.addEventListener('play', onPlay);
    return () => video.removeEventListener('play', onPlay);
  }, [videoRef, played]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !prepareWhenVisible || visible || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || cancelIdle) return;
      cancelIdle = whenIdle(() => setVisible(true));
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [videoRef, prepareWhenVisible, visible]);

  return autoPlay || played || visible;
}
