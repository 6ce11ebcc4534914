import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import { commercePaths as P, type transactionListResource } from '@shared/schemas/commerce';
import { api } from '@app/platform/api';
import { historyKindFilter, type HistoryKind } from './history-search';
import type { TransactionViewSchema } from '@shared/schemas/commerce';
import type { PageOf } from '@app/platform/api';

/** The signed-in buyer's payments and refunds (GET /api/transactions); never persisted offline. */
export const PURCHASE_HISTORY_ROOT = 'purchase-history';
/** Spec §9: product lists take 20 a page. */
export const PURCHASE_HISTORY_PAGE_SIZE = PRODUCT_PAGE_SIZE;

export function purchaseHistoryQueryOptions({ page, kind }: { page: number; kind?: HistoryKind }) {
  const query = buildListQuery<typeof transactionListResource>({
    page,
    limit: PURCHASE_HISTORY_PAGE_SIZE,
    sort: ['-created_at'],
    ...(kind ? { filter: { kind: historyKindFilter[kind] } } : {}),
  });
  return queryOptions({
    queryKey: [PURCHASE_HISTORY_ROOT, query] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof TransactionViewSchema>>(`/api${P.transactions}`, { query, signal }),
    placeholderData: keepPreviousData,
    // Money moves elsewhere (a refund by an admin, a renewal): the page asks again every time it opens.
    staleTime: 0,
  });
}
