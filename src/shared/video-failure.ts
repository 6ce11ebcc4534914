/**
 * Why a video could not be processed, as a stored code (media_assets.error) and a sentence a creator can act
 * on (issue 15 item 19). The tools' own words ("moov atom not found") stay in the server log for staff.
 */
export const VideoFailureMessages = {
  damaged:
    'The video file is incomplete or damaged, often because an export or copy was cut short. Export it again and upload it.',
  no_video: 'This file holds no video we can play. Choose a video file and upload it.',
  unsupported: 'This video is in a format we cannot convert. Export it as MP4 (H.264) and upload it again.',
  too_long: 'The video took too long to process. Upload a shorter video, or split it into parts.',
  interrupted: 'Processing was interrupted before it finished. Try processing it again.',
  unknown: 'The video could not be processed. Try again, or export it as MP4 (H.264) and upload it again.',
} as const;
export type VideoFailure = keyof typeof VideoFailureMessages;
export const videoFailures = Object.keys(VideoFailureMessages) as VideoFailure[];

const isCode = (text: string): text is VideoFailure => Object.hasOwn(VideoFailureMessages, text);

/** Patterns over the end of ffmpeg's and ffprobe's error output; the first that matches names the reason. */
const patterns: [RegExp, VideoFailure][] = [
  [/no playable video|matches no streams|does not contain any stream|no video stream/i, 'no_video'],
  [
    /decoder .*not found|unsupported codec|unknown decoder|could not find codec parameters|not supported/i,
    'unsupported',
  ],
  [/moov atom not found|invalid data found|partial file|truncat|end of file|corrupt/i, 'damaged'],
  [/exited with code null/i, 'too_long'],
  [/interrupted before it finished/i, 'interrupted'],
];

/** The reason for a stored error: a code as it is, an older row's raw text mapped now. */
export function videoFailureOf(stored: string | null): VideoFailure | null {
  if (stored === null) return null;
  if (isCode(stored)) return stored;
  return patterns.find(([pattern]) => pattern.test(stored))?.[1] ?? 'unknown';
}
