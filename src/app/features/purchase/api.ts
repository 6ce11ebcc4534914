import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppliedCouponSchema } from '@shared/schemas/coupons';
import { commercePaths } from '@shared/schemas/commerce';
import { api } from '@app/platform/api';
import { markDataUpdated } from './data-updated';
import { refusalOf } from '@app/platform/errors';
import type { CurrencyRateSchema, CaptureResultSchema, PaymentIntentSchema } from '@shared/schemas/commerce';
import type { ListOf, OneOf } from '@app/platform/api';

/*
 * Key roots of the lists a purchase changes, named here so this feature does not reach into theirs:
 * content pages and lists (is_bought), the library and collection, the creator pages and the feed.
 */
const CONTENT_ROOT = 'content';
const LIBRARY_ROOT = 'library';
const CREATOR_ROOT = 'creator';
const FEED_ROOT = 'feed';
export const SUBSCRIPTIONS_ROOT = 'subscriptions';
export const CURRENCY_RATES_ROOT = 'currency-rates';

/** GET /api/currency-rates: for the approximate price in the fan's currency (never what is charged). */
export function currencyRatesQueryOptions() {
  return queryOptions({
    queryKey: [CURRENCY_RATES_ROOT] as const,
    queryFn: ({ signal }) =>
      api.get<ListOf<typeof CurrencyRateSchema>>(`/api${commercePaths.currencyRates}`, { signal }).then((r) => r.data),
    staleTime: 60 * 60 * 1000,
    // Only an approximate: the page works without it.
    meta: { localErrors: true },
  });
}

/** POST /api/apply-coupon: the refusal (422 on `code`) is shown on the coupon field, not toasted. */
export function useApplyCoupon(contentId: number) {
  return useMutation({
    mutationFn: (code: string) =>
      api
        .post<OneOf<typeof AppliedCouponSchema>>('/api/apply-coupon', { code, content_id: contentId })
        .then((r) => r.data),
    meta: { localErrors: true },
  });
}

/**
 * POST /api/paypal/create-pi: the server quotes the price again; the client never sends one. `key` is the
 * checkout's Idempotency-Key: a repeat with it answers the first order instead of opening another.
 */
export function useCreatePayment() {
  return useMutation({
    mutationFn: (input: { contentId: number; couponCode: string | null; key: string }) =>
      api
        .post<OneOf<typeof PaymentIntentSchema>>(
          `/api${commercePaths.createPayment}`,
          { content_id: input.contentId, ...(input.couponCode ? { coupon_code: input.couponCode } : {}) },
          { headers: { 'Idempotency-Key': input.key } },
        )
        .then((r) => r.data),
    meta: { localErrors: true },
  });
}

/** Everything a new purchase or membership unlocks is fetched anew, and other tabs are told (spec §4). */
export function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  return async () => {
    markDataUpdated();
    await Promise.all(
      [CONTENT_ROOT, LIBRARY_ROOT, CREATOR_ROOT, FEED_ROOT, SUBSCRIPTIONS_ROOT].map((root) =>
        queryClient.invalidateQueries({ queryKey: [root] }),
      ),
    );
  };
}

/** PUT /api/paypal/capture once the buyer is back from the provider; replaying it charges once (server rule). */
export function useCapturePayment() {
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: (paymentIntentId: string) =>
      api
        .put<OneOf<typeof CaptureResultSchema>>(`/api${commercePaths.capture}`, { payment_intent_id: paymentIntentId })
        .then((r) => r.data),
    onSuccess: async (result) => {
      if (result.is_bought) await refresh();
    },
    // Refused on the item (bought meanwhile, e.g. in another tab): refetch it before the page shows the
    // refusal, so it can tell "you have it" from "still locked".
    onError: async (error) => {
      if (refusalOf(error).fields.content_id) await refresh();
    },
    meta: { localErrors: true },
  });
}
