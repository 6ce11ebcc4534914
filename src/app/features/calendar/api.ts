import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventSchema, CalendarFeedUrlSchema } from '@shared/schemas/search';
import { api } from '@app/platform/api';
import type { ListOf, OneOf } from '@app/platform/api';

export const CALENDAR_ROOT = 'calendar';

/** GET /api/feed/calendar?from&to: the fan's booked classes and followed creators' public ones (UTC days). */
export function calendarEventsQueryOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [CALENDAR_ROOT, 'events', range.from, range.to] as const,
    queryFn: ({ signal }) =>
      api.get<ListOf<typeof CalendarEventSchema>>('/api/feed/calendar', { query: new URLSearchParams(range), signal }),
    select: (response) => response.data,
  });
}

export const feedUrlKey = [CALENDAR_ROOT, 'feed-url'] as const;

/**
 * GET /api/calendar/feed-url creates the private feed on first use and only then answers with its
 * URL (the server keeps a hash). A refetch would replace the URL with null, so the first answer is
 * kept for the session: never stale, never refetched on focus.
 */
export function feedUrlQueryOptions() {
  return queryOptions({
    queryKey: feedUrlKey,
    queryFn: ({ signal }) => api.get<OneOf<typeof CalendarFeedUrlSchema>>('/api/calendar/feed-url', { signal }),
    select: (response) => response.data,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** POST /api/calendar/feed-url/rotate: a new URL (shown once), the old one stops working. */
export function useRotateFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OneOf<typeof CalendarFeedUrlSchema>>('/api/calendar/feed-url/rotate'),
    onSuccess: (response) => queryClient.setQueryData(feedUrlKey, response),
  });
}
