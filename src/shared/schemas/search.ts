import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { DATE_TEXT_MAX } from '../limits';
import { contentTypes } from '../codes';
import { defineListResource } from '../list-query';
import { ContentResourceSchema, ShortUserSchema, TagSchema } from './content';

/**
 * Discovery shapes: the fan feed, the landing page, creators to discover, search, autocomplete and
 * the fan calendar. The server builds exactly these; the PWA imports them for its types and its
 * list-query builders. Product lists (feed, search) default to the spec's page size 20.
 */

export const DiscoveryDescriptors = defineMessages({
  queryRequired: /*i18n*/ { id: 'discovery.query-required', message: 'Type at least one character.' },
  queryTooLong: /*i18n*/ {
    id: 'discovery.query-too-long',
    message: 'The query may not be greater than 100 characters.',
  },
  dateInvalid: /*i18n*/ {
    id: 'discovery.date-invalid',
    message: 'The date must be a valid date in the form YYYY-MM-DD.',
  },
  rangeReversed: /*i18n*/ { id: 'discovery.range-reversed', message: 'The end date may not be before the start date.' },
  rangeTooLong: /*i18n*/ { id: 'discovery.range-too-long', message: 'The date range may not be longer than 62 days.' },
});
export const DiscoveryMessages = englishTexts(DiscoveryDescriptors);

const M = DiscoveryMessages;

/**
 * Filters shared by the feed and content search: `filter[type][in]=5,6` (the /tutorials page),
 * `filter[genre][in]=3,4` (any tag matches), `filter[price][from]=500&filter[price][to]=2000` (minor
 * units of the item's own currency), `filter[price_currency]=EUR`, `filter[role][in]=1,3` (creator
 * role), and `scopes=free` for free items only.
 */
const contentFilters = {
  type: { type: 'number', ops: ['equal', 'in', 'notIn'] },
  genre: { type: 'number', ops: ['equal', 'in'] },
  price: { type: 'number', ops: ['equal', '>', '<', '>=', '<=', 'from', 'to'] },
  price_currency: { type: 'string', ops: ['equal', 'in'] },
  role: { type: 'number', ops: ['equal', 'in'] },
} as const;

/** Relations a card may include (`expand=cover,shortOwner`). */
const cardExpansions = ['cover', 'tags', 'shortOwner', 'meetings'] as const;

/** GET /api/feed/content: ranked by the server (followed creators, then the fan's genres, then the rest). */
export const feedContentResource = defineListResource({
  filters: contentFilters,
  expands: cardExpansions,
  scopes: ['free'],
});

/**
 * GET /api/search/content: `search=<text>` looks in titles, descriptions and the creator's name and
 * login, in any language. `sort=-relevance` orders by how well the text matches; newest first by default.
 */
export const searchContentResource = defineListResource({
  filters: contentFilters,
  expands: cardExpansions,
  scopes: ['free'],
  sorts: ['published_at', 'created_at', 'price', 'title', 'relevance'],
  searchFields: ['search_text', 'owner'],
  defaultSort: ['-published_at'],
});

/**
 * GET /api/users/feed: creators to discover. `filter[role][in]=1,2`, `filter[genre][in]=3` (their
 * own genres or tags on their content), `search=<name or login>`; most followed first by default.
 */
export const creatorFeedResource = defineListResource({
  filters: {
    role: { type: 'number', ops: ['equal', 'in'] },
    genre: { type: 'number', ops: ['equal', 'in'] },
  },
  sorts: ['name', 'created_at', 'followers', 'content_count'],
  searchFields: ['search_text'],
  defaultSort: ['-followers'],
});

/** Why an item is where it is in the feed. */
export const feedReasons = ['following', 'genre', 'other'] as const;
export type FeedReason = (typeof feedReasons)[number];

/** An item of the fan feed: the content and why it is there. */
export const FeedItemSchema = answer(
  v.intersect([ContentResourceSchema, v.object({ feed_reason: v.picklist(feedReasons) })]),
);
export type FeedItem = v.InferOutput<typeof FeedItemSchema>;

/** A creator on the landing page and in GET /api/users/feed. */
export const CreatorCardSchema = answer(
  v.object({
    ...ShortUserSchema.entries,
    bio: v.string(),
    followers_count: v.number(),
    /** Published items anyone can see. */
    content_count: v.number(),
    /** Whether the signed-in viewer follows them; always false for a visitor. */
    is_followed: v.boolean(),
  }),
);
export type CreatorCard = v.InferOutput<typeof CreatorCardSchema>;

/** GET /api/feed/landing. */
export const LandingPageSchema = answer(
  v.object({
    /** At most 6: the newest published items with a cover, one per type before any type repeats. */
    slider: v.array(ContentResourceSchema),
    /** One row per content type that has items, at most 10 each, newest first. */
    types: v.array(v.object({ type: v.picklist(contentTypes), items: v.array(ContentResourceSchema) })),
    /** The 6 genres with the most published items, at most 10 items each, newest first. */
    genres: v.array(v.object({ genre: TagSchema, items: v.array(ContentResourceSchema) })),
    /** At most 12: most followed, then most published items. */
    creators: v.array(CreatorCardSchema),
  }),
);
export type LandingPage = v.InferOutput<typeof LandingPageSchema>;

export const AUTOCOMPLETE_LIMIT = 5;

/** GET /api/autocomplete?query=… */
export const AutocompleteQuerySchema = v.object({
  query: v.pipe(
    v.optional(v.string(M.queryRequired), ''),
    v.trim(),
    v.nonEmpty(M.queryRequired),
    v.maxLength(100, M.queryTooLong),
  ),
});

/** At most 5 of each, best match first. Content items carry `cover`. */
export const AutocompleteSchema = answer(
  v.object({
    creators: v.array(ShortUserSchema),
    content: v.array(ContentResourceSchema),
    tags: v.array(TagSchema),
  }),
);
export type Autocomplete = v.InferOutput<typeof AutocompleteSchema>;

export const CALENDAR_MAX_DAYS = 62;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` that names a real day, as the start of that UTC day. */
const day = v.pipe(
  v.string(M.dateInvalid),
  v.maxLength(DATE_TEXT_MAX, M.dateInvalid),
  // One check, so a bad date gets one message.
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, M.dateInvalid),
);

/**
 * GET /api/feed/calendar?from=2025-03-01&to=2025-03-31: UTC days, both included, at most 62 of them.
 * A client in another time zone asks for a day more on each side and places events in local time.
 */
export const CalendarQuerySchema = v.pipe(
  v.object({ from: day, to: day }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const days = (Date.parse(dataset.value.to) - Date.parse(dataset.value.from)) / DAY_MS + 1;
      if (days < 1) addIssue({ message: M.rangeReversed });
      else if (days > CALENDAR_MAX_DAYS) addIssue({ message: M.rangeTooLong });
    }),
    ['to'],
  ),
);

/** One meeting in the fan's calendar. */
export const CalendarEventSchema = answer(
  v.object({
    meeting_id: v.number(),
    content_id: v.number(),
    title: v.string(),
    type: v.picklist(contentTypes),
    starts_at: v.string(),
    ends_at: v.string(),
    /** Only when the fan booked it or it is free; null otherwise. */
    place: v.nullable(v.string()),
    link: v.nullable(v.string()),
    owner: ShortUserSchema,
    /** The fan holds an entitlement to the class (bought, unlocked, or through a community). */
    booked: v.boolean(),
  }),
);
export type CalendarEvent = v.InferOutput<typeof CalendarEventSchema>;

/**
 * GET /api/calendar/feed-url and POST /api/calendar/feed-url/rotate. Only a hash of the secret is
 * kept, so the URL is shown once: when it is created (`url` set). Afterwards GET answers `url: null`
 * with the creation time; rotating makes a new URL and the old one stops working.
 */
export const CalendarFeedUrlSchema = answer(v.object({ url: v.nullable(v.string()), created_at: v.string() }));
export type CalendarFeedUrl = v.InferOutput<typeof CalendarFeedUrlSchema>;
