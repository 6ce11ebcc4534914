import * as v from 'valibot';
import { QUERY_LIST_MAX } from '../limits';
import type { CollaborationStatus, ContentStatus, ContentType, CreatorRole } from '../codes';
import { defineListResource, listQueryMessage, listQueryText } from '../list-query';
import type { Money } from '../money';
import type { CaptionTrack } from './captions';
import type { SocialLink } from './profile';

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
export interface ImageRef {
  crop_url: string;
  resize_url: string;
}

/** A video the viewer may watch (a teaser always; the main and additional videos when unlocked). */
export interface VideoRef {
  id: number;
  /** Null while the asset is still processing or failed. */
  url: string | null;
  mime_type: string;
  status: 'processing' | 'ready' | 'failed';
  duration_seconds: number | null;
  poster: ImageRef | null;
  position: number;
  /** The creator's caption tracks, each with the video's signed grant (the `<track>`s of the player). */
  captions: CaptionTrack[];
}

/** What a viewer who may not watch gets instead: never a URL or storage key (nor captions). */
export interface LockedVideo {
  locked: true;
  duration_seconds: number | null;
  poster: ImageRef | null;
  position: number;
}

export interface ShortUser {
  id: number;
  login: string;
  name: string;
  avatar: ImageRef | null;
  role: CreatorRole | null;
  is_blocked: boolean;
}

export interface Participant extends ShortUser {
  collaboration_status: CollaborationStatus;
}

export interface Tag {
  id: number;
  slug: string;
  /** In the request's locale, falling back to English. */
  name: string;
}

export interface Meeting {
  id: number;
  starts_at: string;
  ends_at: string;
  place: string | null;
  /** The online link is part of what is paid for: null unless the viewer may watch the content. */
  link: string | null;
  capacity: number | null;
}

export interface ContentResource {
  id: number;
  type: ContentType;
  status: ContentStatus;
  title: string;
  description: string;
  price: Money;
  is_free: boolean;
  is_bought: boolean;
  is_own: boolean;
  user_id: number;
  published_at: string | null;
  created_at: string;
  counts: { video_count: number; additional_videos_count: number };
  deletion_reason: string | null;
  cover?: ImageRef | null;
  encodedTeaser?: VideoRef | null;
  encodedVideo?: VideoRef | LockedVideo | null;
  encodedAdditionalVideos?: (VideoRef | LockedVideo)[];
  tags?: Tag[];
  shortOwner?: ShortUser;
  meetings?: Meeting[];
  /** Accepted collaborators. */
  participants?: Participant[];
  /** Accepted collaborators whose accounts are active (approved, not deleted). */
  validParticipants?: Participant[];
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
}

/** GET /api/creators/:login. */
export interface CreatorPage extends ShortUser {
  bio: string;
  /** The signed-in viewer blocked this creator: the page still answers, with every latest list empty. */
  is_blocked_by_viewer: boolean;
  /** The creator's social links (the About tab); none while the creator is blocked. */
  social_links: SocialLink[];
  /** Published items in total and per content type (keys are the type codes). */
  counts: { content: number; by_type: Partial<Record<ContentType, number>> };
  latestFootage: ContentResource[];
  latestPerformance: ContentResource[];
  latestPublicClass: ContentResource[];
  latestFeedback: ContentResource[];
  latestPrivateClass: ContentResource[];
  latestTutorialSkills: ContentResource[];
  latestTutorialKnowledge: ContentResource[];
  latestSubscriptions: ContentResource[];
}

/** GET /api/users/:id/profile: what anyone may see about a person (never the e-mail). */
export interface PublicProfile extends ShortUser {
  bio: string;
  kind: 'fan' | 'creator' | 'admin';
  created_at: string;
}

/** GET /api/static-pages/:slug. */
export interface StaticPage {
  slug: string;
  locale: string;
  title: string;
  /** Markdown; render without raw HTML. */
  body: string;
}
