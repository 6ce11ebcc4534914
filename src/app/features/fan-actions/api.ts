import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  FollowersCount,
  BlockStateSchema,
  FollowersCountSchema,
  FreeUnlockResultSchema,
  ShortLinkResultSchema,
} from '@shared/schemas/fan';
import { api } from '@app/platform/api';
import { msg } from '@lingui/core/macro';
import { defineOfflineChange, offlineKey } from '@app/platform/offline/offline-changes';
import type { OneOf } from '@app/platform/api';

/** Whether the viewer follows a creator, with the follower count (GET /api/creators/:id/followers-count). */
export const FOLLOW_ROOT = 'follow';
export const followStateKey = (creatorId: number) => [FOLLOW_ROOT, creatorId] as const;

/*
 * Other features' key roots, named here rather than imported so this module (which those features use)
 * does not depend on them: the library's lists (wishlist, following, collection), the content pages and
 * lists, creator pages, the feed and search, which a follow, a wishlist change or a block alters.
 */
const LIBRARY_ROOT = 'library';
const CONTENT_ROOT = 'content';
export const CREATOR_ROOT = 'creator';
const FEED_ROOT = 'feed';
const SEARCH_ROOT = 'search';
const BLOCKED_ROOT = 'blocked';

export function followStateQueryOptions(creatorId: number) {
  return queryOptions({
    queryKey: followStateKey(creatorId),
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof FollowersCountSchema>>(`/api/creators/${creatorId}/followers-count`, { signal })
        .then((r) => r.data),
  });
}

export interface FollowChange {
  creatorId: number;
  follow: boolean;
  name?: string;
}
const followOfflineKey = offlineKey('follow');
const setFollow = ({ creatorId, follow }: FollowChange) =>
  api.put('/api/follow/toggle', { id: creatorId, follow }).then(() => undefined);

/** Following is an offline change (platform/offline), registered on the app's query client (main.tsx). */
export const followOfflineChange = defineOfflineChange<FollowChange>({
  key: followOfflineKey,
  send: setFollow,
  describe: (i18n, { follow, name = i18n._(msg`a creator`) }) =>
    follow ? i18n._(msg`follow ${name}`) : i18n._(msg`unfollow ${name}`),
});

function useInvalidate() {
  const queryClient = useQueryClient();
  return (keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Follow or unfollow with the desired state, so a double tap ends where the person meant. The key
 * makes it an offline change (platform/offline): made without a connection, it waits, survives a
 * restart and is replayed in order.
 */
export function useSetFollow(creatorId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const key = followStateKey(creatorId);
  return useMutation<void, Error, FollowChange, { previous?: FollowersCount }>({
    mutationKey: followOfflineKey,
    mutationFn: setFollow,
    // Optimistic: the button flips at once and the count follows; onError puts both back.
    onMutate: async ({ follow }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FollowersCount>(key);
      if (previous && previous.is_followed !== follow) {
        queryClient.setQueryData<FollowersCount>(key, {
          ...previous,
          is_followed: follow,
          followers_count: Math.max(0, previous.followers_count + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => invalidate([key, [LIBRARY_ROOT], [CREATOR_ROOT], [FEED_ROOT]]),
  });
}

/**
 * Adds a free item to the collection; the content page then shows it as held. `onUnlocked` runs on
 * the mutation itself, not on `mutate`'s per-call callbacks: the refetch that follows unmounts the
 * button, and TanStack Query drops a per-call callback whose component has gone.
 */
export function useUnlockFree(contentId: number, onUnlocked?: () => void) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      api
        .post<OneOf<typeof FreeUnlockResultSchema>>('/api/content-unlock/free', { content_id: contentId })
        .then((r) => r.data),
    onSuccess: () => {
      onUnlocked?.();
      return invalidate([[CONTENT_ROOT], [LIBRARY_ROOT]]);
    },
  });
}

export function useCreateShortLink() {
  return useMutation({
    mutationFn: (path: string) =>
      api.post<OneOf<typeof ShortLinkResultSchema>>('/api/short-links', { path }).then((r) => r.data),
  });
}

/** Blocking hides the person's content from the fan's lists, so those are fetched anew. */
export function useSetBlocked(userId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const key = followStateKey(userId);
  return useMutation({
    mutationFn: (blocked: boolean) =>
      api
        .put<OneOf<typeof BlockStateSchema>>('/api/blocked/toggle', { id: userId, type: 'user', blocked })
        .then((r) => r.data),
    onSuccess: ({ is_blocked }) => {
      // The buttons and the creator page's notice change at once; the lists follow with their refetch.
      const previous = queryClient.getQueryData<FollowersCount>(key);
      if (previous) queryClient.setQueryData<FollowersCount>(key, { ...previous, is_blocked_by_viewer: is_blocked });
      return invalidate([[BLOCKED_ROOT], [CONTENT_ROOT], [CREATOR_ROOT], [FEED_ROOT], [SEARCH_ROOT], [LIBRARY_ROOT]]);
    },
  });
}
