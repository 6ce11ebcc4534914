import { queryOptions, useMutation } from '@tanstack/react-query';
import { commercePaths, type PendingSubscription, type SubscriptionView } from '@shared/schemas/commerce';
import { api } from '@app/platform/api';
import { SUBSCRIPTIONS_ROOT, useRefreshAfterPurchase } from './api';

/** GET /api/subscriptions: the fan's memberships (active, leaving, past due…), for the content and library pages. */
export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: [SUBSCRIPTIONS_ROOT] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: SubscriptionView[] }>(`/api${commercePaths.subscriptions}`, { signal }).then((r) => r.data),
  });
}

/** POST /api/paypal/create-pending-subscription: the provider's approval page takes over, then /purchase. */
export function useJoinCommunity(contentId: number) {
  return useMutation({
    mutationFn: () =>
      api
        .post<{ data: PendingSubscription }>(`/api${commercePaths.createSubscription}`, { content_id: contentId })
        .then((r) => r.data),
    meta: { localErrors: true },
  });
}

/** Leave (access until the period ends) or cancel (ends now); both refresh what the membership unlocked. */
export function useEndMembership(contentId: number, how: 'leave' | 'cancel') {
  const refresh = useRefreshAfterPurchase();
  const path = how === 'leave' ? commercePaths.leaveSubscription : commercePaths.cancelSubscription;
  return useMutation({
    mutationFn: () => api.put<{ data: SubscriptionView }>(`/api${path}`, { content_id: contentId }).then((r) => r.data),
    onSuccess: () => refresh(),
    meta: { localErrors: true },
  });
}
