import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { UnreadCounts } from '@shared/notifications';
import { Permission } from '@shared/permissions';
import { realtime } from '@app/platform/realtime';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { resyncPushSubscription } from './push-subscription';
import { fetchUnreadCounts, NOTIFICATIONS_ROOT, setUnreadCounts, UNREAD_COUNTS_KEY, ZERO_COUNTS } from './api';

/** Spec §9: the fallback count fetch waits 5 minutes after start. */
export const COUNT_FETCH_DELAY_MS = 300_000;

/**
 * Runs the tab's real-time connection while a fan or creator is signed in on the site (never for an admin, spec
 * §4), keeps the unread counts in the query cache from it, and fetches them as the spec's fallback: 5 minutes after
 * start and on each route change. Mounted once, in the site header.
 */
export function useRealtimeSession(): void {
  const queryClient = useQueryClient();
  const profile = useSiteProfile();
  const eligible = !!profile && !profile.permissions.includes(Permission.superAdmin);
  const userId = profile?.id;
  const { pathname } = useLocation();
  const refreshCounts = useCallback(async () => {
    const counts = await fetchUnreadCounts().catch(() => null);
    if (counts) queryClient.setQueryData(UNREAD_COUNTS_KEY, counts);
  }, [queryClient]);

  useEffect(() => {
    if (!eligible) return;
    const off = realtime.subscribe((message) => {
      if (message.type !== 'ready' && message.type !== 'counts') return;
      const before = queryClient.getQueryData<UnreadCounts>(UNREAD_COUNTS_KEY);
      setUnreadCounts(queryClient, message.counts);
      // A new notification (or one read in another tab) changes the open list as well as the badge.
      if (before?.unread_notifications_count !== message.counts.unread_notifications_count) {
        void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_ROOT, 'list'] });
      }
    });
    realtime.start();
    void resyncPushSubscription().catch(() => undefined);
    return () => {
      off();
      realtime.stop();
      setUnreadCounts(queryClient, ZERO_COUNTS);
    };
  }, [eligible, userId, queryClient]);

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => void refreshCounts(), COUNT_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, userId, refreshCounts]);

  const firstPath = useRef(pathname);
  useEffect(() => {
    // Not on load (the counts start at 0 and the socket's `ready` brings them), on every later route change.
    if (!eligible || firstPath.current === pathname) return;
    firstPath.current = '';
    void refreshCounts();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on route change only
  }, [pathname]);
}
