import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import { LIST_MAX_LIMIT } from '@shared/limits';
import type { FavoriteItemSchema, favoritesListResource } from '@shared/schemas/fan';
import { api } from '@app/platform/api';
import { msg } from '@lingui/core/macro';
import { defineOfflineChange, offlineKey } from '@app/platform/offline/offline-changes';
import type { PageOf } from '@app/platform/api';

/** The library's root, named here so the wishlist (which every content card shows) depends on no feature. */
const LIBRARY_ROOT = 'library';

export interface FavoriteChange {
  contentId: number;
  favorite: boolean;
  title?: string;
}
const favoriteOfflineKey = offlineKey('favorite');
const setFavorite = ({ contentId, favorite }: FavoriteChange) =>
  api.put('/api/favorite/toggle', { content_id: contentId, favorite }).then(() => undefined);

/** Wish-listing is an offline change (platform/offline), registered on the app's query client (main.tsx). */
export const favoriteOfflineChange = defineOfflineChange<FavoriteChange>({
  key: favoriteOfflineKey,
  send: setFavorite,
  describe: (i18n, { favorite, title = i18n._(msg`an item`) }) =>
    favorite ? i18n._(msg`add ${title} to your wishlist`) : i18n._(msg`remove ${title} from your wishlist`),
});

/** The wishlisted ids, under the library's root so the wishlist page's own changes refresh every heart. */
export const wishlistIdsKey = [LIBRARY_ROOT, 'wishlist-ids'] as const;

/**
 * Every wishlisted id in one request, shared by all the hearts of a page: content carries no
 * "is favourite" flag, and one list beats a request per card.
 */
const wishlistIdsQuery = buildListQuery<typeof favoritesListResource>({ limit: LIST_MAX_LIMIT });

export function wishlistIdsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: wishlistIdsKey,
    queryFn: ({ signal }) =>
      api
        .get<PageOf<typeof FavoriteItemSchema>>('/api/favorites', { query: wishlistIdsQuery, signal })
        .then((r) => r.data.map((item) => item.id)),
    enabled,
  });
}

/** Wish-list a content item with the desired state; an offline change like following. */
export function useSetFavorite(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, FavoriteChange, { previous?: number[] }>({
    mutationKey: favoriteOfflineKey,
    mutationFn: setFavorite,
    onMutate: async ({ favorite }) => {
      await queryClient.cancelQueries({ queryKey: wishlistIdsKey });
      const previous = queryClient.getQueryData<number[]>(wishlistIdsKey);
      if (previous) {
        const rest = previous.filter((id) => id !== contentId);
        queryClient.setQueryData<number[]>(wishlistIdsKey, favorite ? [contentId, ...rest] : rest);
      }
      return { previous };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(wishlistIdsKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LIBRARY_ROOT] }),
  });
}
