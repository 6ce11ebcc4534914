import { resumeFrom } from '@shared/schemas/playback';

export interface StartInput {
  /** An explicit time to start at (the tray's "continue at"), which wins over everything else. */
  startAt?: number | undefined;
  /** The personalization setting "Continue videos where I left off". */
  autoResume: boolean;
  saved: { position: number; duration: number } | undefined;
  /** The video's length as the player knows it. */
  duration: number;
}

/**
 * Where a video starts when it opens, in seconds (0: from the start). Auto-resume off means every
 * video starts over; near the end (watched) or a blink in also start over (`resumeFrom`); a time
 * past the video's end (it was re-encoded shorter) is ignored.
 */
export function startPosition({ startAt, autoResume, saved, duration }: StartInput): number {
  const target = startAt ?? (autoResume ? resumeFrom(saved) : 0);
  return target > 0 && Number.isFinite(duration) && target < duration ? target : 0;
}
