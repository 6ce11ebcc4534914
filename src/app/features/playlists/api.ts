import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListQuery } from '@shared/list-query';
import {
  PLAYLIST_MAX_ITEMS,
  type playlistItemsListResource,
  type playlistListResource,
} from '@shared/schemas/playlists';
import { api } from '@app/platform/api';
import { isLocalPlaylistId, localPlaylistIds, newLocalPlaylistId } from './local-playlist-ids';
import { playlistOfflineKeys } from './offline-changes';
import type {
  PlaylistCreateChange,
  PlaylistDeleteChange,
  PlaylistItemChange,
  PlaylistRenameChange,
  PlaylistReorderChange,
} from './playlist-changes';
import { sendOrQueue } from '@app/platform/offline/send-or-queue';
import type { PlaylistItemResourceSchema, PlaylistSchema } from '@shared/schemas/playlists';
import type { OneOf, PageOf } from '@app/platform/api';

/** Every playlist query (lists, one playlist, its items) lives under this root; each write invalidates it. */
export const PLAYLISTS_ROOT = 'playlists';
/** The library's counts include playlists (features/library/api.ts LIBRARY_ROOT). */
const LIBRARY_ROOT = 'library';

export const PLAYLIST_PAGE_SIZE = 20;

export function playlistsQueryOptions(page: number) {
  const query = buildListQuery<typeof playlistListResource>({ page, limit: PLAYLIST_PAGE_SIZE });
  return queryOptions({
    queryKey: [PLAYLISTS_ROOT, 'list', query] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof PlaylistSchema>>('/api/playlists', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A playlist created offline (local id) is not on the server yet: it is shown from the queue instead (pending-playlists.ts). */
export function playlistQueryOptions(id: number) {
  return queryOptions({
    queryKey: [PLAYLISTS_ROOT, 'one', id] as const,
    enabled: !isLocalPlaylistId(id),
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof PlaylistSchema>>(`/api/playlists/${id}`, { signal }).then((r) => r.data),
  });
}

/** A page of the playlist's videos in order; `limit` = the maximum gives the whole list (for reordering). */
export function playlistItemsQueryOptions(id: number, page: number, limit = PLAYLIST_PAGE_SIZE) {
  const query = buildListQuery<typeof playlistItemsListResource>({ page, limit });
  return queryOptions({
    queryKey: [PLAYLISTS_ROOT, 'items', id, query] as const,
    enabled: !isLocalPlaylistId(id),
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof PlaylistItemResourceSchema>>(`/api/playlists/${id}/items`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const allPlaylistItemsQueryOptions = (id: number) => playlistItemsQueryOptions(id, 1, PLAYLIST_MAX_ITEMS);

/**
 * Every playlist write works offline: queued, kept across restarts and replayed in order
 * (platform/offline, which also holds the functions, the local ids and the conflict rule).
 */
function useOfflinePlaylistChange<V>(mutationKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, V>({
    mutationKey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PLAYLISTS_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [LIBRARY_ROOT] }),
      ]).then(() => undefined),
  });
}

export const useAddPlaylistItem = () => useOfflinePlaylistChange<PlaylistItemChange>(playlistOfflineKeys.playlistAdd);

export const useRemovePlaylistItem = () =>
  useOfflinePlaylistChange<PlaylistItemChange>(playlistOfflineKeys.playlistRemove);

export const useRenamePlaylist = () =>
  useOfflinePlaylistChange<PlaylistRenameChange>(playlistOfflineKeys.playlistRename);

export const useReorderPlaylist = () =>
  useOfflinePlaylistChange<PlaylistReorderChange>(playlistOfflineKeys.playlistReorder);

/**
 * Creates a playlist, or queues it offline under a new local id. Resolves with the id to open it by:
 * the server's once sent, the local one while it waits. The key made here goes with every send of this
 * create, so a retry or a replay never makes a second playlist (offline/playlist-changes.ts).
 */
export function useCreatePlaylist() {
  const create = useOfflinePlaylistChange<PlaylistCreateChange>(playlistOfflineKeys.playlistCreate);
  return async (name: string): Promise<{ id: number; queued: boolean }> => {
    const localId = newLocalPlaylistId();
    const result = await sendOrQueue(create, { localId, name, clientKey: crypto.randomUUID() });
    return { id: localPlaylistIds.serverId(localId) ?? localId, queued: result === 'queued' };
  };
}

export const useDeletePlaylist = () =>
  useOfflinePlaylistChange<PlaylistDeleteChange>(playlistOfflineKeys.playlistDelete);
