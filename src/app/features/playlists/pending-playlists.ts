import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Playlist } from '@shared/schemas/playlists';
import { localPlaylistIds } from './local-playlist-ids';
import type { OfflineChange, OfflineKind } from '@app/platform/offline/offline-changes';
import { isOfflineMutation } from '@app/platform/offline/offline-changes';
import type {
  PlaylistCreateChange,
  PlaylistDeleteChange,
  PlaylistItemChange,
  PlaylistRenameChange,
} from './playlist-changes';

interface QueuedChange {
  kind: OfflineKind;
  change: OfflineChange;
  at: number;
}

/** A playlist created offline, as this device will send it: its latest name and the videos queued into it. */
export interface LocalPlaylist extends Playlist {
  videos: { mediaId: number; title?: string }[];
}

export interface PendingPlaylists {
  /** Playlists created offline and not sent yet, newest first. */
  created: LocalPlaylist[];
  /** Whether a delete of this playlist waits for the connection. */
  isDeleting: (id: number) => boolean;
}

/** What the queued playlist changes add up to: the playlists they create (and rename and fill) and the ones they delete. */
export function pendingPlaylists(queued: QueuedChange[]): PendingPlaylists {
  const created = new Map<number, LocalPlaylist>();
  const deleting = new Set<number>();
  for (const { kind, change, at } of queued) {
    if (kind === 'playlist-create') {
      const { localId, name } = change as PlaylistCreateChange;
      const when = new Date(at).toISOString();
      created.set(localId, {
        id: localId,
        name,
        items_count: 0,
        poster: null,
        created_at: when,
        updated_at: when,
        videos: [],
      });
      continue;
    }
    if (kind === 'playlist-delete') {
      const { playlistId } = change as PlaylistDeleteChange;
      deleting.add(localPlaylistIds.serverId(playlistId) ?? playlistId);
      continue;
    }
    const local = created.get((change as { playlistId?: number }).playlistId ?? 0);
    if (!local) continue;
    if (kind === 'playlist-rename') local.name = (change as PlaylistRenameChange).name;
    const { mediaId, title } = change as PlaylistItemChange;
    if (kind === 'playlist-add' && !local.videos.some((v) => v.mediaId === mediaId))
      local.videos.push({ mediaId, title });
    if (kind === 'playlist-remove') local.videos = local.videos.filter((v) => v.mediaId !== mediaId);
    local.items_count = local.videos.length;
  }
  return {
    created: [...created.values()].filter((p) => !deleting.has(p.id)).reverse(),
    isDeleting: (id) => deleting.has(id),
  };
}

/** The queued playlist changes of this device, also those restored from the last start. */
export function usePendingPlaylists(): PendingPlaylists {
  const queued = useMutationState({
    filters: {
      predicate: (m) =>
        isOfflineMutation(m) &&
        m.state.status === 'pending' &&
        String(m.options.mutationKey?.[1]).startsWith('playlist-'),
    },
    select: (m): QueuedChange => ({
      kind: m.options.mutationKey?.[1] as OfflineKind,
      change: m.state.variables as OfflineChange,
      at: m.state.submittedAt,
    }),
  });
  return useMemo(() => pendingPlaylists(queued), [queued]);
}
