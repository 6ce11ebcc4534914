import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentType } from '@shared/codes';
import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import { buildListQuery } from '@shared/list-query';
import { DEFAULT_CURRENCY, type Currency } from '@shared/money';
import type {
  contentListResource,
  CreatorPageSchema,
  PublicProfileSchema,
  ContentResourceSchema,
} from '@shared/schemas/content';
import { api } from '@app/platform/api';
import { currencyPreference } from '@app/platform/preferences';
import type { OneOf, PageOf } from '@app/platform/api';

export const CREATOR_ROOT = 'creator';

const storedCurrency = (): Currency => currencyPreference.get() ?? DEFAULT_CURRENCY;

/** GET /api/creators/:login: the creator and their latest items per type (priced, so keyed by currency). */
export function creatorPageQueryOptions(login: string, currency = storedCurrency()) {
  return queryOptions({
    queryKey: [CREATOR_ROOT, 'page', login.toLowerCase(), currency] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof CreatorPageSchema>>(`/api/creators/${encodeURIComponent(login)}`, { signal }),
    select: (answer) => answer.data,
  });
}

/**
 * A creator's published items of some types, newest first, 20 a page. Content search has no owner
 * filter, so this reads GET /api/content, whose list resource has `owner_id`.
 */
export function creatorContentQueryOptions(
  { ownerId, types, page }: { ownerId: number; types: readonly ContentType[]; page: number },
  currency = storedCurrency(),
) {
  const query = buildListQuery<typeof contentListResource>({
    page,
    limit: PRODUCT_PAGE_SIZE,
    expand: ['cover'],
    filter: { owner_id: { equal: ownerId }, type: { in: [...types] } },
  });
  return queryOptions({
    queryKey: [CREATOR_ROOT, 'content', ownerId, query, currency] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof ContentResourceSchema>>('/api/content', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users/:id/profile: for the about tab's join date. */
export function creatorProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: [CREATOR_ROOT, 'profile', id] as const,
    queryFn: ({ signal }) => api.get<OneOf<typeof PublicProfileSchema>>(`/api/users/${id}/profile`, { signal }),
    select: (answer) => answer.data,
  });
}
