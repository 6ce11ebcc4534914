/**
 * Why a video cannot play, which decides what the viewer is told: a file the server does not have
 * (a 404, or a demo video whose renditions were never made) is not available, and retrying will not help;
 * anything else — offline, no answer, a server error — is worth another try once the connection is back.
 */
export type PlaybackFailure = 'unavailable' | 'network';

export function playbackFailure(status: number | undefined): PlaybackFailure {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'network';
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429
    ? 'unavailable'
    : 'network';
}

/** A plain `<video src>` error says no status; online, the file is what failed. */
export const plainSourceFailure = (): PlaybackFailure => playbackFailure(404);
