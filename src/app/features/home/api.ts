import { queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import type { Currency } from '@shared/money';
import type { ContentResource } from '@shared/schemas/content';
import { api } from '@app/lib/api';
import { currencyPreference } from '@app/lib/preferences';
import { DEFAULT_CURRENCY } from '@shared/money';

export const CONTENT_ROOT = 'content';

export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ContentList {
  data: ContentResource[];
  meta: ListMeta;
}

/** The home grid: the latest published content with its cover and owner (spec §9: 20 per page). */
const homeQuery = buildListQuery({ limit: PRODUCT_PAGE_SIZE, expand: ['cover', 'shortOwner'] });

/**
 * The server prices content in the viewer's currency (the `appcurrency` header), so the currency is
 * part of the key: switching it fetches prices anew instead of showing the old ones.
 */
export function homeContentQueryOptions(currency: Currency = currencyPreference.get() ?? DEFAULT_CURRENCY) {
  return queryOptions({
    queryKey: [CONTENT_ROOT, 'list', homeQuery, currency] as const,
    queryFn: ({ signal }) => api.get<ContentList>('/api/content', { query: homeQuery, signal }),
  });
}
