import * as v from 'valibot';
import { answer } from './envelope';
import { QUERY_LIST_MAX } from '../limits';
import { CollaborationStatus, contentStatuses, contentTypes, creatorRoles, type ContentType } from '../codes';
import { defineListResource, listQueryMessage, listQueryText } from '../list-query';
import { MoneySchema } from '../money';
import { CaptionTrackSchema } from './captions';
import { SocialLinkSchema } from './profile';

/**
 * The content read API's shapes (GET /api/content, GET /api/content/:id, GET /api/creators/:login).
 * The server builds exactly these; the PWA imports them for its types.
 */

/** Relations a list may include (`expand=cover,tags`). */
export const contentListExpansions = ['cover', 'tags', 'shortOwner', 'meetings'] as const;

/**
 * GET /api/content's list query. The public only ever sees published items, so `published` is the
 * default scope; `upcoming` keeps items with a meeting still ahead, `free` those with price 0.
 * Relation filters: `filterExpand[tags.id][in]=1,2` (any tag matches), `filterExpand[owner.login]=…`,
 * `filterExpand[meetings.starts_at][from]=2025-01-01` (any meeting matches).
 */
export const contentListResource = defineListResource({
  filters: {
    id: { type: 'number', ops: ['equal', 'in', 'notIn'] },
    type: { type: 'number', ops: ['equal', '<>', 'in', 'notIn'] },
    price: { type: 'number' },
    price_currency: { type: 'string', ops: ['equal', 'in'] },
    owner_id: { type: 'number', ops: ['equal', '<>', 'in', 'notIn'] },
    published_at: { type: 'date' },
  },
  filterExpand: {
    'tags.id': { type: 'number', ops: ['equal', 'in'] },
    'tags.slug': { type: 'string', ops: ['equal', 'in'] },
    'owner.login': { type: 'string', ops: ['equal', 'in'] },
    'owner.role': { type: 'number', ops: ['equal', 'in'] },
    'meetings.starts_at': { type: 'date', ops: ['>', '<', '>=', '<=', 'from', 'to'] },
  },
  sorts: ['published_at', 'created_at', 'title', 'price', 'id'],
  sortExpand: ['owner.name'],
  expands: contentListExpansions,
  scopes: ['published', 'upcoming', 'free'],
  searchFields: ['search_text', 'title', 'description'],
  defaultSearchFields: ['search_text'],
  defaultSort: ['-published_at'],
});

/** Relations the single fetch may include (spec §3 "Content expansions requested on single fetch"). */
export const contentExpansions = [
  'encodedTeaser',
  'meetings',
  'encodedVideo',
  'encodedAdditionalVideos',
  'tags',
  'shortOwner',
  'participants',
  'validParticipants',
  'cover',
  'similar',
  'subscribedContent',
  'availableSubscribedContent',
  'connectedSubscriptions',
  'availableInSubscriptions',
] as const;
export type ContentExpansion = (typeof contentExpansions)[number];

/** `expand` is a comma list; each unknown name is a 422 on `expand` (the list query's own message). */
const expandList = v.pipe(
  v.optional(v.string(), ''),
  v.maxLength(QUERY_LIST_MAX, listQueryText('malformed', { param: 'expand' })),
  v.transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ]),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const name of dataset.value) {
      if (!isExpansion(name)) addIssue({ message: listQueryMessage('unknownExpand', { name }) });
    }
  }),
  v.transform((names) => names.filter(isExpansion)),
);

function isExpansion(name: string): name is ContentExpansion {
  return (contentExpansions as readonly string[]).includes(name);
}

/** Query of GET /api/content/:id. `tab=all` is what the site sends; it asks for every tab's relations. */
export const ContentItemQuerySchema = v.object({
  expand: expandList,
  tab: v.optional(v.picklist(['all'])),
});
export type ContentItemQuery = v.InferOutput<typeof ContentItemQuerySchema>;

/** Spec §3: an image is an object with a crop and a resize URL. */
export const ImageRefSchema = answer(v.object({ crop_url: v.string(), resize_url: v.string() }));
export type ImageRef = v.InferOutput<typeof ImageRefSchema>;

/** A video the viewer may watch (a teaser always; the main and additional videos when unlocked). */
export const VideoRefSchema = answer(
  v.object({
    id: v.number(),
    /** Null while the asset is still processing or failed. */
    url: v.nullable(v.string()),
    mime_type: v.string(),
    status: v.picklist(['processing', 'ready', 'failed']),
    duration_seconds: v.nullable(v.number()),
    poster: v.nullable(ImageRefSchema),
    position: v.number(),
    /** The creator's caption tracks, each with the video's signed grant (the `<track>`s of the player). */
    captions: v.array(CaptionTrackSchema),
  }),
);
export type VideoRef = v.InferOutput<typeof VideoRefSchema>;

/** What a viewer who may not watch gets instead: never a URL or storage key (nor captions). */
export const LockedVideoSchema = answer(
  v.object({
    locked: v.literal(true),
    duration_seconds: v.nullable(v.number()),
    poster: v.nullable(ImageRefSchema),
    position: v.number(),
  }),
);
export type LockedVideo = v.InferOutput<typeof LockedVideoSchema>;

const shortUserEntries = {
  id: v.number(),
  login: v.string(),
  name: v.string(),
  avatar: v.nullable(ImageRefSchema),
  role: v.nullable(v.picklist(creatorRoles)),
  is_blocked: v.boolean(),
};
export const ShortUserSchema = answer(v.object(shortUserEntries));
export type ShortUser = v.InferOutput<typeof ShortUserSchema>;

export const ParticipantSchema = answer(
  v.object({
    ...shortUserEntries,
    collaboration_status: v.picklist(Object.values(CollaborationStatus)),
  }),
);
export type Participant = v.InferOutput<typeof ParticipantSchema>;

export const TagSchema = answer(
  v.object({
    id: v.number(),
    slug: v.string(),
    /** In the request's locale, falling back to English. */
    name: v.string(),
  }),
);
export type Tag = v.InferOutput<typeof TagSchema>;

export const MeetingSchema = answer(
  v.object({
    id: v.number(),
    starts_at: v.string(),
    ends_at: v.string(),
    place: v.nullable(v.string()),
    /** The online link is part of what is paid for: null unless the viewer may watch the content. */
    link: v.nullable(v.string()),
    capacity: v.nullable(v.number()),
  }),
);
export type Meeting = v.InferOutput<typeof MeetingSchema>;

const contentFields = v.object({
  id: v.number(),
  type: v.picklist(contentTypes),
  status: v.picklist(contentStatuses),
  title: v.string(),
  description: v.string(),
  price: MoneySchema,
  is_free: v.boolean(),
  is_bought: v.boolean(),
  is_own: v.boolean(),
  user_id: v.number(),
  published_at: v.nullable(v.string()),
  created_at: v.string(),
  counts: v.object({ video_count: v.number(), additional_videos_count: v.number() }),
  deletion_reason: v.nullable(v.string()),
  cover: v.optional(v.nullable(ImageRefSchema)),
  encodedTeaser: v.optional(v.nullable(VideoRefSchema)),
  encodedVideo: v.optional(v.nullable(v.union([VideoRefSchema, LockedVideoSchema]))),
  encodedAdditionalVideos: v.optional(v.array(v.union([VideoRefSchema, LockedVideoSchema]))),
  tags: v.optional(v.array(TagSchema)),
  shortOwner: v.optional(ShortUserSchema),
  meetings: v.optional(v.array(MeetingSchema)),
  /** Accepted collaborators. */
  participants: v.optional(v.array(ParticipantSchema)),
  /** Accepted collaborators whose accounts are active (approved, not deleted). */
  validParticipants: v.optional(v.array(ParticipantSchema)),
});

/** The expansions that are content items again (so the type is recursive and written out). */
export type ContentResource = v.InferOutput<typeof contentFields> & {
  /** Published items of the same type or sharing a tag, at most 8. */
  similar?: ContentResource[];
  /** Type 50: every item the community unlocks that the viewer may see (its owner also sees drafts). */
  subscribedContent?: ContentResource[];
  /** Type 50: the unlocked items a subscriber can open now (published, not archived or deleted). */
  availableSubscribedContent?: ContentResource[];
  /** Communities that unlock this item, as far as the viewer may see them. */
  connectedSubscriptions?: ContentResource[];
  /** Published, paid communities a fan can join to unlock this item (spec §5: price not 0). */
  availableInSubscriptions?: ContentResource[];
};

const contentList = v.optional(v.array(v.lazy(() => ContentResourceSchema)));
export const ContentResourceSchema: v.GenericSchema<ContentResource> = answer(
  v.object({
    ...contentFields.entries,
    similar: contentList,
    subscribedContent: contentList,
    availableSubscribedContent: contentList,
    connectedSubscriptions: contentList,
    availableInSubscriptions: contentList,
  }),
);

/** GET /api/creators/:login. */
export const CreatorPageSchema = answer(
  v.object({
    ...shortUserEntries,
    bio: v.string(),
    /** The signed-in viewer blocked this creator: the page still answers, with every latest list empty. */
    is_blocked_by_viewer: v.boolean(),
    /** The creator's social links (the About tab); none while the creator is blocked. */
    social_links: v.array(SocialLinkSchema),
    /** Published items in total and per content type (keys are the type codes). */
    counts: v.object({
      content: v.number(),
      by_type: v.record(v.picklist(contentTypes.map(String)), v.number()) as v.GenericSchema<
        Partial<Record<ContentType, number>>
      >,
    }),
    latestFootage: v.array(ContentResourceSchema),
    latestPerformance: v.array(ContentResourceSchema),
    latestPublicClass: v.array(ContentResourceSchema),
    latestFeedback: v.array(ContentResourceSchema),
    latestPrivateClass: v.array(ContentResourceSchema),
    latestTutorialSkills: v.array(ContentResourceSchema),
    latestTutorialKnowledge: v.array(ContentResourceSchema),
    latestSubscriptions: v.array(ContentResourceSchema),
  }),
);
export type CreatorPage = v.InferOutput<typeof CreatorPageSchema>;

/** GET /api/users/:id/profile: what anyone may see about a person (never the e-mail). */
export const PublicProfileSchema = answer(
  v.object({
    ...shortUserEntries,
    bio: v.string(),
    kind: v.picklist(['fan', 'creator', 'admin']),
    created_at: v.string(),
  }),
);
export type PublicProfile = v.InferOutput<typeof PublicProfileSchema>;

/** GET /api/static-pages/:slug. */
export const StaticPageSchema = answer(
  v.object({
    slug: v.string(),
    locale: v.string(),
    title: v.string(),
    /** Markdown; render without raw HTML. */
    body: v.string(),
    /** When this language's text last changed (ISO 8601). */
    updated_at: v.string(),
  }),
);
export type StaticPage = v.InferOutput<typeof StaticPageSchema>;
