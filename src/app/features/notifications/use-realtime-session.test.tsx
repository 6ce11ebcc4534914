import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnreadCounts } from '@shared/notifications';
import { Permission } from '@shared/permissions';
import type { RealtimeServerMessage } from '@shared/schemas/chat';
import { NOTIFICATIONS_ROOT, UNREAD_COUNTS_KEY, unreadCountsQueryOptions } from './api';
import { COUNT_FETCH_DELAY_MS, useRealtimeSession } from './use-realtime-session';

const state = vi.hoisted(() => ({
  pathname: '/en',
  profile: null as { id: number; permissions: string[] } | null,
  listeners: new Set<(m: unknown) => void>(),
  running: false,
  fetches: 0,
}));

vi.mock('@tanstack/react-router', () => ({ useLocation: () => ({ pathname: state.pathname }) }));
vi.mock('@app/platform/page/use-site-session', () => ({ useSiteProfile: () => state.profile }));
vi.mock('@app/platform/realtime', () => ({
  realtime: {
    subscribe: (l: (m: unknown) => void) => {
      state.listeners.add(l);
      return () => state.listeners.delete(l);
    },
    start: () => (state.running = true),
    stop: () => (state.running = false),
  },
}));
vi.mock('@app/platform/api', () => ({
  api: {
    get: () => {
      state.fetches += 1;
      return Promise.resolve({ data: { unread_notifications_count: 4, unread_chat_message_notifications_count: 1 } });
    },
  },
}));

const fan = { id: 7, permissions: [Permission.user, Permission.signIn] };
const counts = (notes: number, chat = 0): UnreadCounts => ({
  unread_notifications_count: notes,
  unread_chat_message_notifications_count: chat,
});

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(UNREAD_COUNTS_KEY, unreadCountsQueryOptions().initialData);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRealtimeSession(), { wrapper });
  const badge = () => queryClient.getQueryData<UnreadCounts>(UNREAD_COUNTS_KEY);
  const serverSends = (m: RealtimeServerMessage) => act(() => state.listeners.forEach((l) => l(m)));
  return { queryClient, hook, badge, serverSends };
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(state, { pathname: '/en', profile: null, running: false, fetches: 0 });
  state.listeners.clear();
});
afterEach(() => vi.useRealTimers());

describe('useRealtimeSession', () => {
  it('starts at 0, takes the counts live from the socket, and refreshes the open notification list', async () => {
    state.profile = fan;
    const { badge, serverSends, queryClient } = setup();
    expect(state.running).toBe(true);
    expect(badge()).toEqual(counts(0));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    serverSends({ type: 'ready', user_id: 7, counts: counts(2, 3) });
    expect(badge()).toEqual(counts(2, 3));
    serverSends({ type: 'counts', counts: counts(2, 4) });
    expect(badge()).toEqual(counts(2, 4));
    // Only a change in notifications refetches their list (twice here: 0 → 2, then 2 → 3).
    serverSends({ type: 'counts', counts: counts(3, 4) });
    const listRefreshes = invalidate.mock.calls.filter(
      ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify([NOTIFICATIONS_ROOT, 'list']),
    );
    expect(listRefreshes).toHaveLength(2);
    expect(state.fetches).toBe(0);
  });

  it('fetches as the fallback 5 minutes after start and on each later route change, not on load', async () => {
    state.profile = fan;
    const { hook, badge } = setup();
    await act(() => vi.advanceTimersByTimeAsync(COUNT_FETCH_DELAY_MS - 1000));
    expect(state.fetches).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(state.fetches).toBe(1);
    expect(badge()).toEqual(counts(4, 1));

    state.pathname = '/en/library';
    hook.rerender();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(state.fetches).toBe(2);
    state.pathname = '/en';
    hook.rerender();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(state.fetches).toBe(3);
  });

  it('does nothing for a visitor or an admin, and drops the counts on sign-out', async () => {
    const { hook } = setup();
    state.pathname = '/en/library';
    hook.rerender();
    await act(() => vi.advanceTimersByTimeAsync(COUNT_FETCH_DELAY_MS));
    expect(state.running).toBe(false);
    expect(state.fetches).toBe(0);

    state.profile = { id: 1, permissions: [Permission.superAdmin] };
    hook.rerender();
    await act(() => vi.advanceTimersByTimeAsync(COUNT_FETCH_DELAY_MS));
    expect(state.running).toBe(false);
    expect(state.fetches).toBe(0);

    state.profile = fan;
    const signedIn = setup();
    signedIn.serverSends({ type: 'ready', user_id: 7, counts: counts(2, 3) });
    state.profile = null;
    signedIn.hook.rerender();
    expect(state.running).toBe(false);
    expect(signedIn.badge()).toEqual(counts(0));
  });
});
