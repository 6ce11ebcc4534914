import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import { buildListQuery } from '@shared/list-query';
import type { Currency } from '@shared/money';
import { priceTextToMinor } from '@shared/number-text';
import type { ContentResourceSchema } from '@shared/schemas/content';
import type { NamedRefSchema } from '@shared/schemas/profile';
import type { searchContentResource, AutocompleteSchema } from '@shared/schemas/search';
import { api } from '@app/platform/api';
import type { SearchParams } from './search-params';
import type { ListOf, OneOf, PageOf } from '@app/platform/api';

export const SEARCH_ROOT = 'search';

/** Enough for every genre in one filter (the generic list stops at 20). */
const GENRE_FILTER_LIMIT = 100;

/**
 * GET /api/search/content from the page's address. A price range compares amounts in one currency,
 * so it is sent in the viewer's, as minor units (¥500 → 500, $5 → 500).
 */
export function searchQueryString(params: SearchParams, currency: Currency): string {
  const min = params.min ? priceTextToMinor(params.min, currency) : undefined;
  const max = params.max ? priceTextToMinor(params.max, currency) : undefined;
  const priced = min !== undefined || max !== undefined;
  return buildListQuery<typeof searchContentResource>({
    page: params.page ?? 1,
    limit: PRODUCT_PAGE_SIZE,
    expand: ['cover', 'shortOwner'],
    search: params.q,
    // Best match first while there is text; newest first otherwise.
    sort: params.q ? ['-relevance'] : undefined,
    scopes: params.free ? ['free'] : undefined,
    filter: {
      type: params.type?.length ? { in: params.type } : undefined,
      genre: params.genre?.length ? { in: params.genre } : undefined,
      role: params.role?.length ? { in: params.role } : undefined,
      price: priced ? { from: min, to: max } : undefined,
      price_currency: priced ? currency : undefined,
    },
  });
}

export function searchContentQueryOptions(params: SearchParams, currency: Currency) {
  const query = searchQueryString(params, currency);
  return queryOptions({
    queryKey: [SEARCH_ROOT, 'content', query, currency] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof ContentResourceSchema>>('/api/search/content', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Suggestions in the request's language (tag names are translated), so the locale is in the key. */
export function autocompleteQueryOptions(text: string, locale: string) {
  return queryOptions({
    queryKey: [SEARCH_ROOT, 'autocomplete', locale, text] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof AutocompleteSchema>>('/api/autocomplete', {
        query: new URLSearchParams({ query: text }),
        signal,
      }),
    select: (response) => response.data,
    enabled: text.trim() !== '',
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });
}

/** The genre filter's choices (GET /api/genres), in the viewer's language. */
export function searchGenresQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [SEARCH_ROOT, 'genres', locale] as const,
    queryFn: ({ signal }) =>
      api.get<ListOf<typeof NamedRefSchema>>('/api/genres', {
        query: new URLSearchParams({ limit: String(GENRE_FILTER_LIMIT) }),
        signal,
      }),
    select: (response) => response.data,
    staleTime: 10 * 60 * 1000,
  });
}
