import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { defineListResource } from '../list-query';
import { AuthMessages } from './auth';
import { ContentResourceSchema, contentListExpansions, ShortUserSchema } from './content';

/**
 * The fan's side of the API: follow, wishlist, block, the owned collection, the library summary and
 * sharing. Every message has an id the server renders in the request's language (src/server/locales).
 */
export const FanDescriptors = defineMessages({
  idInvalid: /*i18n*/ { id: 'fan.id-invalid', message: 'The id must be a whole number.' },
  stateInvalid: /*i18n*/ { id: 'fan.state-invalid', message: 'The desired state must be true or false.' },
  typeInvalid: /*i18n*/ { id: 'fan.type-invalid', message: 'The type must be user.' },
  followSelf: /*i18n*/ { id: 'fan.follow-self', message: 'You cannot follow yourself.' },
  followNotCreator: /*i18n*/ { id: 'fan.follow-not-creator', message: 'Only creators can be followed.' },
  blockSelf: /*i18n*/ { id: 'fan.block-self', message: 'You cannot block yourself.' },
  userUnknown: /*i18n*/ { id: 'fan.user-unknown', message: 'This user does not exist.' },
  contentUnavailable: /*i18n*/ { id: 'fan.content-unavailable', message: 'This content is not available.' },
  notFree: /*i18n*/ { id: 'fan.not-free', message: 'This content is not free.' },
  pathInvalid: /*i18n*/ {
    id: 'fan.path-invalid',
    message: 'The path must be a page of this site, starting with a single /.',
  },
  pathTooLong: /*i18n*/ { id: 'fan.path-too-long', message: 'The path may not be greater than 500 characters.' },
});
export const FanMessages = englishTexts(FanDescriptors);

const M = FanMessages;
const required = AuthMessages.required;

export const idSchema = recordId(M.idInvalid);
/** Toggles are racy under double submit: a client that knows what it wants sends it, and gets exactly that. */
const desired = () => v.optional(v.boolean(M.stateInvalid));

/** PUT /api/follow/toggle. `id` is the creator's user id. */
export const FollowToggleSchema = v.object({ id: idSchema, follow: desired() }, required);
export type FollowToggleInput = v.InferInput<typeof FollowToggleSchema>;

/** PUT /api/favorite/toggle. */
export const FavoriteToggleSchema = v.object({ content_id: idSchema, favorite: desired() }, required);
export type FavoriteToggleInput = v.InferInput<typeof FavoriteToggleSchema>;

/** PUT /api/blocked/toggle. Only people can be blocked today; `type` keeps the spec's payload. */
export const BlockToggleSchema = v.object(
  { id: idSchema, type: v.literal('user', M.typeInvalid), blocked: desired() },
  required,
);
export type BlockToggleInput = v.InferInput<typeof BlockToggleSchema>;

/** POST /api/content-unlock/free. */
export const FreeUnlockSchema = v.object({ content_id: idSchema }, required);
export type FreeUnlockInput = v.InferInput<typeof FreeUnlockSchema>;

export const SHORT_LINK_PATH_MAX = 500;

/**
 * A short link may only point inside this site: one leading `/` (`//host` would leave it), no
 * backslash (browsers read `/\host` as `//host`), no whitespace or control characters.
 */
function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return ![...path].some((ch) => ch === '\\' || /\s/.test(ch) || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

export const ShortLinkSchema = v.object(
  {
    path: v.pipe(
      v.string(required),
      v.maxLength(SHORT_LINK_PATH_MAX, M.pathTooLong),
      v.check(isSitePath, M.pathInvalid),
    ),
  },
  required,
);
export type ShortLinkInput = v.InferInput<typeof ShortLinkSchema>;

/** GET /api/following: the creators the viewer follows. */
export const followingListResource = defineListResource({
  filters: { role: { type: 'number', ops: ['equal', 'in'] } },
  sorts: ['name', 'login', 'followed_at'],
  searchFields: ['name'],
});

/** GET /api/blocked: the people the viewer blocked. */
export const blockedListResource = defineListResource({
  sorts: ['name', 'login', 'blocked_at'],
  searchFields: ['name'],
});

const contentFilters = {
  type: { type: 'number', ops: ['equal', '<>', 'in', 'notIn'] },
  price: { type: 'number' },
  price_currency: { type: 'string', ops: ['equal', 'in'] },
} as const;

/** GET /api/favorites: the wishlist, newest first. `cover` and `shortOwner` are always included. */
export const favoritesListResource = defineListResource({
  filters: contentFilters,
  sorts: ['favorited_at', 'published_at', 'title', 'price'],
  expands: contentListExpansions,
  searchFields: ['title'],
  defaultSort: ['-favorited_at'],
});

/**
 * GET /api/profile/collection: what the viewer holds, newest first. `cover` and `shortOwner` are always
 * included. The communities page is `filter[type]=50`.
 */
export const collectionListResource = defineListResource({
  filters: contentFilters,
  sorts: ['acquired_at', 'published_at', 'title'],
  expands: contentListExpansions,
  searchFields: ['title'],
  defaultSort: ['-acquired_at'],
});

/** A followed creator in GET /api/following. */
export const FollowedCreatorSchema = answer(
  v.object({
    ...ShortUserSchema.entries,
    followed_at: v.string(),
    counts: v.object({ followers: v.number(), content: v.number() }),
  }),
);
export type FollowedCreator = v.InferOutput<typeof FollowedCreatorSchema>;

/** A blocked person in GET /api/blocked. */
export const BlockedUserSchema = answer(v.object({ ...ShortUserSchema.entries, blocked_at: v.string() }));
export type BlockedUser = v.InferOutput<typeof BlockedUserSchema>;

export const FollowStateSchema = answer(v.object({ id: v.number(), is_followed: v.boolean() }));
export type FollowState = v.InferOutput<typeof FollowStateSchema>;
export const FavoriteStateSchema = answer(v.object({ content_id: v.number(), is_favorite: v.boolean() }));
export type FavoriteState = v.InferOutput<typeof FavoriteStateSchema>;
export const BlockStateSchema = answer(v.object({ id: v.number(), is_blocked: v.boolean() }));
export type BlockState = v.InferOutput<typeof BlockStateSchema>;

/** GET /api/creators/:id/followers-count. */
export const FollowersCountSchema = answer(
  v.object({
    id: v.number(),
    followers_count: v.number(),
    /** False for an anonymous viewer. */
    is_followed: v.boolean(),
    /** The signed-in viewer blocked this creator (false for an anonymous viewer). */
    is_blocked_by_viewer: v.boolean(),
  }),
);
export type FollowersCount = v.InferOutput<typeof FollowersCountSchema>;

/** GET /api/library: the badges of the /library page. */
export const LibrarySummarySchema = answer(
  v.object({
    wishlist: v.number(),
    following: v.number(),
    playlists: v.number(),
    /** Communities (type 50) the viewer is an active member of. */
    communities: v.number(),
    collection: v.number(),
  }),
);
export type LibrarySummary = v.InferOutput<typeof LibrarySummarySchema>;

/** POST /api/content-unlock/free. `unlocked` is false when the viewer already held it (an idempotent repeat). */
export const FreeUnlockResultSchema = answer(
  v.object({
    content_id: v.number(),
    is_bought: v.literal(true),
    unlocked: v.boolean(),
  }),
);
export type FreeUnlockResult = v.InferOutput<typeof FreeUnlockResultSchema>;

/** POST /api/short-links. `url` is absolute (`PUBLIC_URL/s/<code>`). */
export const ShortLinkResultSchema = answer(v.object({ code: v.string(), path: v.string(), url: v.string() }));
export type ShortLink = v.InferOutput<typeof ShortLinkResultSchema>;

/** An item of GET /api/profile/collection: the content with when the viewer got it. */
export const CollectionItemSchema = answer(v.intersect([ContentResourceSchema, v.object({ acquired_at: v.string() })]));
export type CollectionItem = v.InferOutput<typeof CollectionItemSchema>;

/** GET /api/favorites: a content card and when the fan saved it (the list's default order). */
export const FavoriteItemSchema = answer(v.intersect([ContentResourceSchema, v.object({ favorited_at: v.string() })]));
export type FavoriteItem = v.InferOutput<typeof FavoriteItemSchema>;
