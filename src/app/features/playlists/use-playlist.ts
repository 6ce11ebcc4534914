import { useQuery } from '@tanstack/react-query';
import type { Playlist } from '@shared/schemas/playlists';
import { isLocalPlaylistId } from './local-playlist-ids';
import { playlistQueryOptions } from './api';
import { usePendingPlaylists, type LocalPlaylist } from './pending-playlists';

interface PlaylistState {
  playlist: Playlist | undefined;
  /** Set when it was created offline and waits to be sent. */
  local: LocalPlaylist | undefined;
  /** It cannot be shown: `error` says why (none for a local id no longer queued: it is not there). */
  missing: boolean;
  error: unknown;
  refetch: () => void;
  retrying: boolean;
}

/** One playlist: from the server, or, for a local id, from the queue while its create waits to be sent. */
export function usePlaylist(playlistId: number): PlaylistState {
  const query = useQuery(playlistQueryOptions(playlistId));
  const { created } = usePendingPlaylists();
  if (!isLocalPlaylistId(playlistId)) {
    return {
      playlist: query.data,
      local: undefined,
      missing: !query.data && query.isError,
      error: query.error,
      refetch: () => void query.refetch(),
      retrying: query.isRefetching,
    };
  }
  const local = created.find((p) => p.id === playlistId);
  return { playlist: local, local, missing: !local, error: undefined, refetch: () => undefined, retrying: false };
}
