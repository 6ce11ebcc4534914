import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import type { blockedListResource, BlockStateSchema, BlockedUserSchema } from '@shared/schemas/fan';
import { api } from '@app/platform/api';
import type { OneOf, PageOf } from '@app/platform/api';

/** The fan's blocked list; unblocking invalidates it. */
export const BLOCKED_ROOT = 'blocked';

export const BLOCKED_PAGE_SIZE = 20;

export function blockedQueryOptions(page: number) {
  const query = buildListQuery<typeof blockedListResource>({ page, limit: BLOCKED_PAGE_SIZE, sort: ['-blocked_at'] });
  return queryOptions({
    queryKey: [BLOCKED_ROOT, 'list', query] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof BlockedUserSchema>>('/api/blocked', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Unblocks with the desired state, so a repeated tap cannot block the person again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.put<OneOf<typeof BlockStateSchema>>('/api/blocked/toggle', { id: userId, type: 'user', blocked: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BLOCKED_ROOT] }),
  });
}
