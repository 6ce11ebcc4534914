import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentType } from '@shared/codes';
import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import { buildListQuery } from '@shared/list-query';
import { DEFAULT_CURRENCY, type Currency } from '@shared/money';
import type { ContentExpansion } from '@shared/schemas/content';
import type { followingListResource, FollowedCreatorSchema } from '@shared/schemas/fan';
import type { feedContentResource, FeedItemSchema } from '@shared/schemas/search';
import { api } from '@app/platform/api';
import { currencyPreference } from '@app/platform/preferences';
import type { OneOf, PageOf } from '@app/platform/api';

export const FEED_ROOT = 'feed';

export interface FeedParams {
  page?: number;
  /** One content type only. */
  type?: ContentType;
  /** The spec's page size unless a summary wants fewer. */
  limit?: number;
}

/** The currency the server prices in (the `appcurrency` header) is part of every key below. */
const storedCurrency = (): Currency => currencyPreference.get() ?? DEFAULT_CURRENCY;

/** GET /api/feed/content: followed creators first, then the fan's genres, then the rest. */
export function feedQueryOptions(
  { page = 1, type, limit = PRODUCT_PAGE_SIZE }: FeedParams,
  currency = storedCurrency(),
) {
  const query = buildListQuery<typeof feedContentResource>({
    page,
    limit,
    expand: ['cover', 'shortOwner'],
    filter: type ? { type: { equal: type } } : undefined,
  });
  return queryOptions({
    queryKey: [FEED_ROOT, 'list', query, currency] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof FeedItemSchema>>('/api/feed/content', { query, signal }),
    // Paging keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** What the compact feed item shows; the full content page loads the rest. */
const itemExpansions: ContentExpansion[] = ['cover', 'shortOwner', 'tags', 'meetings', 'encodedTeaser'];

/** GET /api/feed/content/:id. */
export function feedItemQueryOptions(id: number, currency = storedCurrency()) {
  return queryOptions({
    queryKey: [FEED_ROOT, 'item', id, currency] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof FeedItemSchema>>(`/api/feed/content/${id}`, {
        query: `expand=${itemExpansions.join(',')}`,
        signal,
      }),
    select: (answer) => answer.data,
  });
}

/** How many followed creators the fan home shows; the library lists them all. */
export const FOLLOWED_PREVIEW = 12;

/**
 * GET /api/following, most recently followed first: the fan home's "creators you follow". Under the
 * feed root so that following someone (which reorders the feed) can refresh both with one key.
 */
export function followedCreatorsQueryOptions() {
  const query = buildListQuery<typeof followingListResource>({ limit: FOLLOWED_PREVIEW, sort: ['-followed_at'] });
  return queryOptions({
    queryKey: [FEED_ROOT, 'following', query] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof FollowedCreatorSchema>>('/api/following', { query, signal }),
  });
}
