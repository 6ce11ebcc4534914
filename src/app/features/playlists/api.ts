import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import {
  PLAYLIST_MAX_ITEMS,
  type Playlist,
  type PlaylistItem,
  type playlistItemsListResource,
  type playlistListResource,
} from '@shared/schemas/playlists';
import { api } from '@app/lib/api';
import {
  offlineKeys,
  type PlaylistItemChange,
  type PlaylistRenameChange,
  type PlaylistReorderChange,
} from '../offline/offline-mutations';

/** Every playlist query (lists, one playlist, its items) lives under this root; each write invalidates it. */
export const PLAYLISTS_ROOT = 'playlists';
/** The library's counts include playlists (features/library/api.ts LIBRARY_ROOT). */
const LIBRARY_ROOT = 'library';

export const PLAYLIST_PAGE_SIZE = 20;

interface Page<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export function playlistsQueryOptions(page: number) {
  const query = buildListQuery<typeof playlistListResource>({ page, limit: PLAYLIST_PAGE_SIZE });
  return queryOptions({
    queryKey: [PLAYLISTS_ROOT, 'list', query] as const,
    queryFn: ({ signal }) => api.get<Page<Playlist>>('/api/playlists', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function playlistQueryOptions(id: number) {
  return queryOptions({
    queryKey: [PLAYLISTS_ROOT, 'one', id] as const,
    queryFn: ({ signal }) => api.get<{ data: Playlist }>(`/api/playlists/${id}`, { signal }).then((r) => r.data),
  });
}

/** A page of the playlist's videos in order; `limit` = the maximum gives the whole list (for reordering). */
export function playlistItemsQueryOptions(id: number, page: number, limit = PLAYLIST_PAGE_SIZE) {
  const query = buildListQuery<typeof playlistItemsListResource>({ page, limit });
  return queryOptions({
    queryKey: [PLAYLISTS_ROOT, 'items', id, query] as const,
    queryFn: ({ signal }) => api.get<Page<PlaylistItem>>(`/api/playlists/${id}/items`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const allPlaylistItemsQueryOptions = (id: number) => playlistItemsQueryOptions(id, 1, PLAYLIST_MAX_ITEMS);

function usePlaylistWrite<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PLAYLISTS_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [LIBRARY_ROOT] }),
      ]),
  });
}

export const useCreatePlaylist = () =>
  usePlaylistWrite((name: string) => api.post<{ data: Playlist }>('/api/playlists', { name }).then((r) => r.data));

export const useDeletePlaylist = (id: number) => usePlaylistWrite(() => api.delete(`/api/playlists/${id}`));

/**
 * Adding, removing, renaming and reordering work offline: queued, kept across restarts and replayed in
 * order (features/offline, which also holds the functions and the conflict rule).
 */
function useOfflinePlaylistChange<V>(mutationKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, V>({
    mutationKey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PLAYLISTS_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [LIBRARY_ROOT] }),
      ]).then(() => undefined),
  });
}

export const useAddPlaylistItem = () => useOfflinePlaylistChange<PlaylistItemChange>(offlineKeys.playlistAdd);

export const useRemovePlaylistItem = () => useOfflinePlaylistChange<PlaylistItemChange>(offlineKeys.playlistRemove);

export const useRenamePlaylist = () => useOfflinePlaylistChange<PlaylistRenameChange>(offlineKeys.playlistRename);

export const useReorderPlaylist = () => useOfflinePlaylistChange<PlaylistReorderChange>(offlineKeys.playlistReorder);
