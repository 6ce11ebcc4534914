import type { MutationKey } from '@tanstack/react-query';
import type {
  PlaylistCreateChange,
  PlaylistDeleteChange,
  PlaylistItemChange,
  PlaylistRenameChange,
  PlaylistReorderChange,
} from './playlist-changes';

/**
 * Changes that may be made offline. Each has a key whose defaults (the function and one shared
 * scope) are registered on the query client, so a change made offline is paused by TanStack Query,
 * written to IndexedDB with the cache, resumed after a restart, and replayed one after another in
 * the order it was made when the connection returns.
 */
export const OFFLINE_ROOT = 'offline';
export const offlineKeys = {
  playlistAdd: [OFFLINE_ROOT, 'playlist-add'],
  playlistRemove: [OFFLINE_ROOT, 'playlist-remove'],
  playlistRename: [OFFLINE_ROOT, 'playlist-rename'],
  playlistReorder: [OFFLINE_ROOT, 'playlist-reorder'],
  playlistCreate: [OFFLINE_ROOT, 'playlist-create'],
  playlistDelete: [OFFLINE_ROOT, 'playlist-delete'],
  favorite: [OFFLINE_ROOT, 'favorite'],
  follow: [OFFLINE_ROOT, 'follow'],
} as const satisfies Record<string, MutationKey>;
export type OfflineKind = (typeof offlineKeys)[keyof typeof offlineKeys][1];

/** One scope: queued changes replay in the order they were made. */
export const OFFLINE_SCOPE = { id: 'offline-changes' };

export interface FavoriteChange {
  contentId: number;
  favorite: boolean;
  title?: string;
}
export interface FollowChange {
  creatorId: number;
  follow: boolean;
  name?: string;
}
export type OfflineChange =
  | PlaylistItemChange
  | PlaylistRenameChange
  | PlaylistReorderChange
  | PlaylistCreateChange
  | PlaylistDeleteChange
  | FavoriteChange
  | FollowChange;
