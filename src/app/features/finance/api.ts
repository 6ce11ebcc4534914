import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import type { Currency } from '@shared/money';
import { commercePaths as P, type Interval, type walletEntryListResource } from '@shared/schemas/commerce';
import { api } from '@app/platform/api';
import { profileKey } from '@app/platform/session';
import type {
  PayPalLinkResourceSchema,
  PayoutViewSchema,
  WalletEntrySchema,
  WalletSchema,
  MoneySeriesSchema,
} from '@shared/schemas/commerce';
import type { OneOf, PageOf } from '@app/platform/api';

/** The creator's wallet, history and series; a withdrawal or a PayPal link change invalidates it all. */
export const FINANCE_ROOT = 'finance';
export const HISTORY_PAGE_SIZE = 20;

export function walletQueryOptions() {
  return queryOptions({
    queryKey: [FINANCE_ROOT, 'wallet'] as const,
    queryFn: ({ signal }) => api.get<OneOf<typeof WalletSchema>>(`/api${P.wallet}`, { signal }).then((r) => r.data),
  });
}

export function walletHistoryQueryOptions(page: number, currency?: Currency) {
  const query = buildListQuery<typeof walletEntryListResource>({
    page,
    limit: HISTORY_PAGE_SIZE,
    ...(currency ? { filter: { currency } } : {}),
  });
  return queryOptions({
    queryKey: [FINANCE_ROOT, 'history', query] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof WalletEntrySchema>>(`/api${P.walletTransactions}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function incomeSeriesQueryOptions(currency: Currency, interval: Interval, from: string) {
  return queryOptions({
    queryKey: [FINANCE_ROOT, 'income', currency, interval, from] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof MoneySeriesSchema>>(`/api${P.walletIncome}`, {
          query: new URLSearchParams({ currency, interval, from }),
          signal,
        })
        .then((r) => r.data),
  });
}

function useFinanceWrite<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FINANCE_ROOT] }),
    meta: { localErrors: true },
  });
}

export interface WithdrawRequest {
  amount: number;
  currency: Currency;
  /** One per withdrawal: sending it again answers the payout already made (the client never retries on 429). */
  request_id: string;
}

export const useWithdraw = () =>
  useFinanceWrite((input: WithdrawRequest) =>
    api.post<OneOf<typeof PayoutViewSchema>>(`/api${P.withdraw}`, input).then((r) => r.data),
  );

export const useLinkPayPal = () =>
  useFinanceWrite((accessToken: string) =>
    api
      .post<OneOf<typeof PayPalLinkResourceSchema>>(`/api${P.linkPayPal}`, {
        access_token: accessToken,
        token_type: 'Bearer',
      })
      .then((r) => r.data),
  );

/** The code "Log in with PayPal" sent back: the server exchanges it and links the account. */
export const useLinkPayPalCode = () =>
  useFinanceWrite((code: string) =>
    api.post<OneOf<typeof PayPalLinkResourceSchema>>(`/api${P.linkPayPalCode}`, { code }).then((r) => r.data),
  );

export const useUnlinkPayPal = () =>
  useFinanceWrite(() => api.post<OneOf<typeof PayPalLinkResourceSchema>>(`/api${P.unlinkPayPal}`).then((r) => r.data));

/** PUT /api/profile/balance-currency: the currency the creator keeps their balance in (the profile changes too). */
export function useSetBalanceCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: Currency) => api.put('/api/profile/balance-currency', { currency }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [FINANCE_ROOT] }),
        queryClient.invalidateQueries({ queryKey: profileKey('site') }),
      ]),
    meta: { localErrors: true },
  });
}
