import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { MAX_RECORD_ID, recordId } from './record-id';
import { DATE_TEXT_MAX, QUERY_LIST_MAX } from '../limits';
import { AuthMessages } from './auth';

/**
 * Playback positions: where a person left each video, kept in the browser (idb-keyval) and, when
 * signed in, on the server so another device resumes at the same point. Last write wins by the
 * client's clock (clamped to the server's, so a device whose clock runs ahead cannot pin a position).
 */
export const PlaybackDescriptors = defineMessages({
  mediaInvalid: /*i18n*/ { id: 'playback.media-invalid', message: 'The media id must be a whole number.' },
  mediaUnknown: /*i18n*/ { id: 'playback.media-unknown', message: 'There is no such video.' },
  positionInvalid: /*i18n*/ {
    id: 'playback.position-invalid',
    message: 'The position must be a number of seconds from 0.',
  },
  durationInvalid: /*i18n*/ {
    id: 'playback.duration-invalid',
    message: 'The duration must be a number of seconds above 0.',
  },
  positionPastEnd: /*i18n*/ {
    id: 'playback.position-past-end',
    message: 'The position cannot be after the end of the video.',
  },
  timeInvalid: /*i18n*/ { id: 'playback.time-invalid', message: 'The time must be an ISO 8601 timestamp.' },
  mediaIdsInvalid: /*i18n*/ {
    id: 'playback.media-ids-invalid',
    message: 'Give up to 100 media ids, separated by commas.',
  },
});
export const PlaybackMessages = englishTexts(PlaybackDescriptors);

const M = PlaybackMessages;
const required = AuthMessages.required;

/** Seconds of a video; 24 hours is well past any upload. */
const MAX_SECONDS = 24 * 3600;
/** How many positions one GET may ask for (a page of a playlist is far fewer). */
export const PLAYBACK_MAX_MEDIA_IDS = 100;

const mediaId = recordId(M.mediaInvalid);

/** PUT /api/playback/positions. `updated_at` is when the device recorded it (defaults to the server's time). */
export const PlaybackPositionSchema = v.pipe(
  v.object(
    {
      media_id: mediaId,
      position: v.pipe(
        v.number(M.positionInvalid),
        v.finite(M.positionInvalid),
        v.minValue(0, M.positionInvalid),
        v.maxValue(MAX_SECONDS, M.positionInvalid),
      ),
      duration: v.pipe(
        v.number(M.durationInvalid),
        v.finite(M.durationInvalid),
        v.gtValue(0, M.durationInvalid),
        v.maxValue(MAX_SECONDS, M.durationInvalid),
      ),
      updated_at: v.optional(
        v.pipe(v.string(M.timeInvalid), v.maxLength(DATE_TEXT_MAX, M.timeInvalid), v.isoTimestamp(M.timeInvalid)),
      ),
    },
    required,
  ),
  v.forward(
    v.check((input) => input.position <= input.duration + 1, M.positionPastEnd),
    ['position'],
  ),
);
export type PlaybackPositionInput = v.InferInput<typeof PlaybackPositionSchema>;

/** GET /api/playback/positions?media_ids=1,2,3 */
export const PlaybackPositionsQuerySchema = v.object({
  media_ids: v.pipe(
    v.string(M.mediaIdsInvalid),
    v.maxLength(QUERY_LIST_MAX, M.mediaIdsInvalid),
    v.regex(/^\d{1,10}(,\d{1,10})*$/, M.mediaIdsInvalid),
    v.transform((s) => [...new Set(s.split(',').map(Number))]),
    v.check(
      (ids) => ids.length <= PLAYBACK_MAX_MEDIA_IDS && ids.every((id) => id >= 1 && id <= MAX_RECORD_ID),
      M.mediaIdsInvalid,
    ),
  ),
});

export const PlaybackPositionAnswerSchema = answer(
  v.object({
    media_id: v.number(),
    /** Seconds from the start. */
    position: v.number(),
    duration: v.number(),
    /** Near the end: the next play starts over (see `isWatched`). */
    watched: v.boolean(),
    updated_at: v.string(),
  }),
);
export type PlaybackPosition = v.InferOutput<typeof PlaybackPositionAnswerSchema>;

/** The last 5% of a video, but never more than its last 15 seconds, counts as watched. */
export const WATCHED_TAIL_SECONDS = 15;
export const WATCHED_TAIL_SHARE = 0.05;

export function isWatched(position: number, duration: number): boolean {
  if (!(duration > 0)) return false;
  const tail = Math.min(WATCHED_TAIL_SECONDS, duration * WATCHED_TAIL_SHARE);
  return position >= duration - tail;
}

/**
 * Where to start a video given a saved position: from the start when there is none, when it is
 * a blink in (under 2 s) or when the video was watched to the end; otherwise where it was left.
 */
export function resumeFrom(saved: { position: number; duration: number } | undefined): number {
  if (!saved) return 0;
  if (saved.position < 2 || isWatched(saved.position, saved.duration)) return 0;
  return saved.position;
}

/** Last write wins: `incoming` replaces `stored` only if it was recorded later. */
export function newer(stored: { updated_at: string } | undefined, incoming: { updated_at: string }): boolean {
  return !stored || Date.parse(incoming.updated_at) > Date.parse(stored.updated_at);
}
