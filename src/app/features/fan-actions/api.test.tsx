import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowersCount } from '@shared/schemas/fan';
import { useSetFavorite, wishlistIdsKey } from '@app/platform/catalogue/wishlist-api';
import { followStateKey, useSetFollow } from './api';

const put = vi.fn();
vi.mock('@app/platform/api', () => ({ api: { put: (...args: unknown[]) => put(...args) } }));

function setup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

beforeEach(() => put.mockReset());

describe('useSetFollow', () => {
  it('sends the desired state and shows it at once', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData<FollowersCount>(followStateKey(7), {
      id: 7,
      followers_count: 2,
      is_followed: false,
      is_blocked_by_viewer: false,
    });
    let resolve!: (value: unknown) => void;
    put.mockReturnValue(new Promise((r) => (resolve = r)));
    const { result } = renderHook(() => useSetFollow(7), { wrapper });

    act(() => result.current.mutate({ creatorId: 7, follow: true }));
    await waitFor(() =>
      expect(queryClient.getQueryData(followStateKey(7))).toEqual({
        id: 7,
        followers_count: 3,
        is_followed: true,
        is_blocked_by_viewer: false,
      }),
    );
    expect(put).toHaveBeenCalledWith('/api/follow/toggle', { id: 7, follow: true });
    resolve({ data: { id: 7, is_followed: true } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });
});

describe('useSetFavorite', () => {
  it('adds the id at once, with the desired state in the request', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData<number[]>(wishlistIdsKey, [1]);
    put.mockResolvedValue({ data: { content_id: 5, is_favorite: true } });
    const { result } = renderHook(() => useSetFavorite(5), { wrapper });

    act(() => result.current.mutate({ contentId: 5, favorite: true }));
    await waitFor(() => expect(queryClient.getQueryData(wishlistIdsKey)).toEqual([5, 1]));
    expect(put).toHaveBeenCalledWith('/api/favorite/toggle', { content_id: 5, favorite: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });
});
