import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ContentType } from '@shared/codes';
import { buildListQuery } from '@shared/list-query';
import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import type { ContentResourceSchema } from '@shared/schemas/content';
import type { collectionListResource, favoritesListResource, followingListResource } from '@shared/schemas/fan';
import { api } from '@app/platform/api';
import { FOLLOW_ROOT } from '@app/features/fan-actions';
import type { FollowStateSchema, FollowedCreatorSchema, LibrarySummarySchema } from '@shared/schemas/fan';
import type { OneOf, PageOf } from '@app/platform/api';

/** Every query of the fan's library (counts, wishlist, following, collection) lives under this root. */
export const LIBRARY_ROOT = 'library';

export const LIBRARY_PAGE_SIZE = PRODUCT_PAGE_SIZE;

export function librarySummaryQueryOptions() {
  return queryOptions({
    queryKey: [LIBRARY_ROOT, 'summary'] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof LibrarySummarySchema>>('/api/library', { signal }).then((r) => r.data),
  });
}

type ContentSection = 'wishlist' | 'collection' | 'communities';

const contentPaths: Record<ContentSection, string> = {
  wishlist: '/api/favorites',
  collection: '/api/profile/collection',
  communities: '/api/profile/collection',
};

/** One page of content cards; the wishlist and the collection share the shape, so ContentList takes either. */
function contentPageQueryOptions(section: ContentSection, query: string) {
  return queryOptions({
    queryKey: [LIBRARY_ROOT, section, query] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof ContentResourceSchema>>(contentPaths[section], { query, signal }),
    placeholderData: keepPreviousData,
  });
}
export type ContentPageQueryOptions = ReturnType<typeof contentPageQueryOptions>;

export function wishlistQueryOptions(page: number) {
  const query = buildListQuery<typeof favoritesListResource>({ page, limit: LIBRARY_PAGE_SIZE });
  return contentPageQueryOptions('wishlist', query);
}

export function followingQueryOptions(page: number) {
  const query = buildListQuery<typeof followingListResource>({
    page,
    limit: LIBRARY_PAGE_SIZE,
    sort: ['-followed_at'],
  });
  return queryOptions({
    queryKey: [LIBRARY_ROOT, 'following', query] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof FollowedCreatorSchema>>('/api/following', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The owned collection; `communities` narrows it to the communities the fan is a member of (type 50). */
export function collectionQueryOptions(page: number, communities = false) {
  const query = buildListQuery<typeof collectionListResource>({
    page,
    limit: LIBRARY_PAGE_SIZE,
    ...(communities ? { filter: { type: ContentType.subscription } } : {}),
  });
  return contentPageQueryOptions(communities ? 'communities' : 'collection', query);
}

/** Unfollowing from the Following page, where each row names its creator (the list refreshes without them). */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (creatorId: number) =>
      api.put<OneOf<typeof FollowStateSchema>>('/api/follow/toggle', { id: creatorId, follow: false }),
    // The creator's own follow state (their page's Follow button) changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LIBRARY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [FOLLOW_ROOT] }),
      ]),
  });
}
