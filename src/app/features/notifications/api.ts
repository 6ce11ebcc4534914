import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UnreadCounts, UnreadCountsSchema } from '@shared/notifications';
import type {
  NotificationSetting,
  NotificationItemSchema,
  NotificationSettingResourceSchema,
} from '@shared/schemas/notifications';
import { api } from '@app/platform/api';
import type { ListOf, OneOf, PageOf } from '@app/platform/api';

export const NOTIFICATIONS_ROOT = 'notifications';
export const UNREAD_COUNTS_KEY = ['unread-counts'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Spec §2: both counts start at 0; the socket's `ready` and `counts` messages, and the fallback fetch, fill them. */
export const ZERO_COUNTS: UnreadCounts = { unread_notifications_count: 0, unread_chat_message_notifications_count: 0 };

export const fetchUnreadCounts = () =>
  api.get<OneOf<typeof UnreadCountsSchema>>('/api/profile/get-unread-notifications-count').then((r) => r.data);

export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD_COUNTS_KEY,
    // Never fetched on mount: the socket and the scheduled fallback write it (see use-unread-counts.ts).
    queryFn: () => ZERO_COUNTS,
    initialData: ZERO_COUNTS,
    staleTime: Infinity,
  });

export function setUnreadCounts(queryClient: QueryClient, counts: UnreadCounts): void {
  queryClient.setQueryData(UNREAD_COUNTS_KEY, counts);
}

export function notificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [NOTIFICATIONS_ROOT, 'list', page] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof NotificationItemSchema>>('/api/notifications', {
        query: new URLSearchParams({ page: String(page), limit: String(NOTIFICATIONS_PAGE_SIZE) }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [NOTIFICATIONS_ROOT, 'settings'] as const,
    queryFn: ({ signal }) =>
      api
        .get<ListOf<typeof NotificationSettingResourceSchema>>('/api/profile/notifications-settings', { signal })
        .then((r) => r.data),
  });

/** `POST /notifications/mark-as-read`: its answer is the new unread count (spec). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[] } | { all: true }) =>
      api.post<OneOf<typeof UnreadCountsSchema>>('/api/notifications/mark-as-read', input).then((r) => r.data),
    onSuccess: (counts) => {
      setUnreadCounts(queryClient, counts);
      return queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_ROOT, 'list'] });
    },
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSetting[]) =>
      api
        .put<ListOf<typeof NotificationSettingResourceSchema>>('/api/profile/notifications-settings', { settings })
        .then((r) => r.data),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
  });
}
