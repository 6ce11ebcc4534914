import { queryOptions, useMutation } from '@tanstack/react-query';
import { commercePaths } from '@shared/schemas/commerce';
import { api } from '@app/platform/api';
import { SUBSCRIPTIONS_ROOT, useRefreshAfterPurchase } from './api';
import type { SubscriptionViewSchema, PendingSubscriptionSchema } from '@shared/schemas/commerce';
import type { ListOf, OneOf } from '@app/platform/api';

/** GET /api/subscriptions: the fan's memberships (active, leaving, past due…), for the content and library pages. */
export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: [SUBSCRIPTIONS_ROOT] as const,
    queryFn: ({ signal }) =>
      api
        .get<ListOf<typeof SubscriptionViewSchema>>(`/api${commercePaths.subscriptions}`, { signal })
        .then((r) => r.data),
  });
}

/** POST /api/paypal/create-pending-subscription: the provider's approval page takes over, then /purchase. */
export function useJoinCommunity(contentId: number) {
  return useMutation({
    mutationFn: () =>
      api
        .post<OneOf<typeof PendingSubscriptionSchema>>(`/api${commercePaths.createSubscription}`, {
          content_id: contentId,
        })
        .then((r) => r.data),
    meta: { localErrors: true },
  });
}

/** Leave (access until the period ends) or cancel (ends now); both refresh what the membership unlocked. */
export function useEndMembership(contentId: number, how: 'leave' | 'cancel') {
  const refresh = useRefreshAfterPurchase();
  const path = how === 'leave' ? commercePaths.leaveSubscription : commercePaths.cancelSubscription;
  return useMutation({
    mutationFn: () =>
      api.put<OneOf<typeof SubscriptionViewSchema>>(`/api${path}`, { content_id: contentId }).then((r) => r.data),
    onSuccess: () => refresh(),
    meta: { localErrors: true },
  });
}
