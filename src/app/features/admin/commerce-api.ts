import { queryOptions } from '@tanstack/react-query';
import { commercePaths, type Interval, type RefundInput } from '@shared/schemas/commerce';
import type { Currency } from '@shared/money';
import type { TopContentSchema, TopCreatorsSchema } from '@shared/schemas/admin-dashboard';
import { api } from '@app/platform/api';
import { ADMIN_ROOT, listOptionsFor, useAdminWrite, type ListParams } from './api';
import type { OneOf, ListOf } from '@app/platform/api';
import type { TransactionViewSchema, CreatorIncomeRowSchema, MoneySeriesSchema } from '@shared/schemas/commerce';

/** The dashboard and transactions pages, against COMMERCE-CORE's /admin-api endpoints (contract 5). */
export interface SalesParams {
  from?: string;
  to?: string;
  interval: Interval;
  currency: Currency;
}

export const salesQueryOptions = (p: SalesParams) => {
  const query = new URLSearchParams({ interval: p.interval, currency: p.currency });
  if (p.from) query.set('from', p.from);
  if (p.to) query.set('to', p.to);
  return queryOptions({
    queryKey: [ADMIN_ROOT, 'sales', query.toString()] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof MoneySeriesSchema>>(`/admin-api${commercePaths.adminSales}`, {
          query: query.toString(),
          signal,
        })
        .then((r) => r.data),
  });
};

function rankingQuery(p: SalesParams): string {
  const query = new URLSearchParams({ currency: p.currency });
  if (p.from) query.set('from', p.from);
  if (p.to) query.set('to', p.to);
  return query.toString();
}

/** The admin module's own top-content query, over the same range and currency as the sales chart. */
export const topContentQueryOptions = (p: SalesParams) => {
  const query = rankingQuery(p);
  return queryOptions({
    queryKey: [ADMIN_ROOT, 'top-content', query] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof TopContentSchema>>('/admin-api/dashboard/top-content', { query, signal })
        .then((r) => r.data),
  });
};

/** Creators ranked by sales less refunds, over the same range and currency as the sales chart. */
export const topCreatorsQueryOptions = (p: SalesParams) => {
  const query = rankingQuery(p);
  return queryOptions({
    queryKey: [ADMIN_ROOT, 'top-creators', query] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof TopCreatorsSchema>>('/admin-api/dashboard/top-creators', { query, signal })
        .then((r) => r.data),
  });
};

export const readyIncomeQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_ROOT, 'ready-income'] as const,
    queryFn: ({ signal }) =>
      api
        .get<ListOf<typeof CreatorIncomeRowSchema>>(`/admin-api${commercePaths.adminReadyIncome}`, { signal })
        .then((r) => r.data),
  });

export const transactionsQueryOptions = (p: ListParams) =>
  listOptionsFor<typeof TransactionViewSchema>('transactions', `/admin-api${commercePaths.adminTransactions}`, p);

/**
 * The refund, with the `Idempotency-Key` its dialog made when it opened: a double click, a retry or a resend after
 * a lost answer refunds once, and the server answers the first answer again.
 */
export const useRefund = () =>
  useAdminWrite(({ id, amount, idempotencyKey }: RefundInput & { id: number; idempotencyKey: string }) =>
    api.post<OneOf<typeof TransactionViewSchema>>(
      `/admin-api${commercePaths.adminRefund(id)}`,
      amount ? { amount } : {},
      {
        headers: { 'Idempotency-Key': idempotencyKey },
      },
    ),
  );
