import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { REQUEST_KEY_MAX } from '../limits';
import { contentTypes } from '../codes';
import { defineListResource } from '../list-query';
import { AuthMessages, nameSchema } from './auth';
import { ImageRefSchema, LockedVideoSchema, ShortUserSchema, VideoRefSchema } from './content';

/**
 * Playlists: the request shapes the playlist pages send and the API checks, and what it answers.
 * A playlist name follows the account name's rule (1–100 characters, trimmed) and its translated messages.
 */
/** Keeps a full reorder (one body, one transaction) small. */
export const PLAYLIST_MAX_ITEMS = 1000;

export const PlaylistDescriptors = defineMessages({
  mediaInvalid: /*i18n*/ { id: 'playlists.media-invalid', message: 'The media id must be a whole number.' },
  positionInvalid: /*i18n*/ {
    id: 'playlists.position-invalid',
    message: 'The position must be a whole number from 0.',
  },
  mediaUnavailable: /*i18n*/ {
    id: 'playlists.media-unavailable',
    message: 'This video cannot be added to a playlist.',
  },
  mediaDuplicate: /*i18n*/ { id: 'playlists.media-duplicate', message: 'This video is already in the playlist.' },
  mediaNotInPlaylist: /*i18n*/ { id: 'playlists.media-not-in-playlist', message: 'This video is not in the playlist.' },
  playlistFull: /*i18n*/ {
    id: 'playlists.playlist-full',
    message: 'A playlist holds at most {max} videos.',
    values: { max: PLAYLIST_MAX_ITEMS },
  },
  orderMismatch: /*i18n*/ {
    id: 'playlists.order-mismatch',
    message: 'The order must list every video of the playlist exactly once.',
  },
  clientKeyInvalid: /*i18n*/ { id: 'playlists.client-key-invalid', message: 'The client key must be a UUID.' },
});
export const PlaylistMessages = englishTexts(PlaylistDescriptors);

const M = PlaylistMessages;
const required = AuthMessages.required;

const mediaId = recordId(M.mediaInvalid);

export const PlaylistNameSchema = v.object({ name: nameSchema }, required);
export type PlaylistNameInput = v.InferInput<typeof PlaylistNameSchema>;

/**
 * POST /api/playlists. `client_key` (a UUID the app makes when the person creates the playlist) makes the
 * create safe to send again: the same key from the same person answers 200 with the playlist it made first.
 */
export const PlaylistCreateSchema = v.object(
  {
    ...PlaylistNameSchema.entries,
    client_key: v.optional(
      v.pipe(
        v.string(M.clientKeyInvalid),
        v.maxLength(REQUEST_KEY_MAX, M.clientKeyInvalid),
        v.uuid(M.clientKeyInvalid),
      ),
    ),
  },
  required,
);
export type PlaylistCreateInput = v.InferInput<typeof PlaylistCreateSchema>;

/** POST and DELETE /api/playlists/:id/items. */
export const PlaylistItemSchema = v.object({ media_id: mediaId }, required);
export type PlaylistItemInput = v.InferInput<typeof PlaylistItemSchema>;

/** PUT /api/playlists/:id/items: move one video to a 0-based position (past the end means last). */
export const PlaylistMoveSchema = v.object(
  {
    media_id: mediaId,
    position: v.pipe(v.number(M.positionInvalid), v.integer(M.positionInvalid), v.minValue(0, M.positionInvalid)),
  },
  required,
);
export type PlaylistMoveInput = v.InferInput<typeof PlaylistMoveSchema>;

/** PUT /api/playlists/:id/items/order: the whole new order; exactly the playlist's current videos. */
export const PlaylistOrderSchema = v.object(
  { media_ids: v.pipe(v.array(mediaId, required), v.maxLength(PLAYLIST_MAX_ITEMS, M.orderMismatch)) },
  required,
);
export type PlaylistOrderInput = v.InferInput<typeof PlaylistOrderSchema>;

/** GET /api/playlists: the viewer's own playlists, by name. */
export const playlistListResource = defineListResource({
  sorts: ['name', 'created_at', 'updated_at'],
  searchFields: ['name'],
});

/** GET /api/playlists/:id/items: in playlist order; a page of it with `page` and `limit`. */
export const playlistItemsListResource = defineListResource({
  sorts: ['position'],
  defaultSort: ['position'],
});

export const PlaylistSchema = answer(
  v.object({
    id: v.number(),
    name: v.string(),
    items_count: v.number(),
    /** The first video's poster, for the playlist card. */
    poster: v.nullable(ImageRefSchema),
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export type Playlist = v.InferOutput<typeof PlaylistSchema>;

/** "Part 2 of 4": a video's place among its item's videos (the main one first). */
export const VideoPartSchema = answer(v.object({ number: v.number(), of: v.number() }));
export type VideoPart = v.InferOutput<typeof VideoPartSchema>;

/**
 * One video of a playlist. `position` is 0-based in the order the viewer sees; `media` is playable
 * only while the viewer may watch it (the gating rule), a placeholder otherwise.
 */
export const PlaylistItemResourceSchema = answer(
  v.object({
    media_id: v.number(),
    content_id: v.number(),
    position: v.number(),
    title: v.string(),
    content_type: v.picklist(contentTypes),
    duration_seconds: v.nullable(v.number()),
    poster: v.nullable(ImageRefSchema),
    /** The pipeline's 100×100 thumbnail of the video (spec §3: the tray's poster); null where none was made. */
    thumbnail: v.nullable(ImageRefSchema),
    media: v.union([VideoRefSchema, LockedVideoSchema]),
    owner: v.nullable(ShortUserSchema),
    /** Null for an item's only video and for a teaser. */
    part: v.nullable(VideoPartSchema),
  }),
);
export type PlaylistItem = v.InferOutput<typeof PlaylistItemResourceSchema>;
