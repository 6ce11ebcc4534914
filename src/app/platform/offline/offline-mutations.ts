import type { MutationKey, QueryClient } from '@tanstack/react-query';
import { api } from '@app/platform/api';
import { onSignOut } from '@app/platform/session/sign-out';
import { answerReplayRequests, requestReplaySync } from './background-sync';
import { localPlaylistIds } from './local-playlist-ids';
import {
  addToPlaylist,
  createPlaylist,
  deletePlaylist,
  removeFromPlaylist,
  renamePlaylist,
  reorderPlaylist,
  type PlaylistCreateChange,
} from './playlist-changes';
import { replayOutcome } from './replay-rule';
import { offlineFailures } from './offline-failures';
import {
  OFFLINE_ROOT,
  OFFLINE_SCOPE,
  offlineKeys,
  type FavoriteChange,
  type FollowChange,
  type OfflineChange,
  type OfflineKind,
} from './offline-changes';

/** The keys and shapes of offline changes live in offline-changes.ts (the failed list needs them without this file). */
export { OFFLINE_ROOT, OFFLINE_SCOPE, offlineKeys };
export type { FavoriteChange, FollowChange, OfflineChange, OfflineKind };

export const setFavorite = ({ contentId, favorite }: FavoriteChange) =>
  api.put('/api/favorite/toggle', { content_id: contentId, favorite }).then(() => undefined);
export const setFollow = ({ creatorId, follow }: FollowChange) =>
  api.put('/api/follow/toggle', { id: creatorId, follow }).then(() => undefined);

export const isOfflineMutation = (mutation: { options: { mutationKey?: MutationKey } }) =>
  mutation.options.mutationKey?.[0] === OFFLINE_ROOT;

/** Changes not sent yet: made offline, or queued behind one that is. */
const waitingChanges = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => isOfflineMutation(m) && m.state.isPaused && m.state.status === 'pending');

/** Writes that touched these roots are refetched after a replay. */
const AFFECTED_ROOTS = ['playlists', 'library', 'follow', 'creator', 'feed'];

/**
 * Registers the functions behind the keys (needed to resume a change restored from IndexedDB), asks
 * for a Background Sync when a change has to wait (the worker then has the open app replay the queue),
 * and lists every change whose replay did not go through, so nothing is dropped without the person knowing.
 */
export function registerOfflineMutations(client: QueryClient): () => void {
  const defaults = (mutationFn: (change: never) => Promise<unknown>) => ({
    mutationFn: mutationFn as (change: unknown) => Promise<unknown>,
    scope: OFFLINE_SCOPE,
    // A failed attempt while the browser believes it is online (the server unreachable) is tried again
    // a few times; offline, TanStack Query pauses it instead and continues on reconnect.
    retry: (count: number, error: unknown) => replayOutcome(error) === 'wait' && count < 3,
    onSuccess: () => Promise.all(AFFECTED_ROOTS.map((root) => client.invalidateQueries({ queryKey: [root] }))),
  });
  client.setMutationDefaults(offlineKeys.playlistAdd, defaults(addToPlaylist));
  client.setMutationDefaults(offlineKeys.playlistRemove, defaults(removeFromPlaylist));
  client.setMutationDefaults(offlineKeys.playlistRename, defaults(renamePlaylist));
  client.setMutationDefaults(offlineKeys.playlistReorder, defaults(reorderPlaylist));
  client.setMutationDefaults(offlineKeys.playlistCreate, defaults(createPlaylist));
  client.setMutationDefaults(offlineKeys.playlistDelete, defaults(deletePlaylist));
  client.setMutationDefaults(offlineKeys.favorite, defaults(setFavorite));
  client.setMutationDefaults(offlineKeys.follow, defaults(setFollow));
  // The person who signs out takes their failed list with them (the stored copy goes with their stores).
  const stopSignOut = onSignOut((scope) => {
    if (scope !== 'site') return;
    offlineFailures.forget();
    localPlaylistIds.forget();
  });
  // Only changes that waited for the connection are listed; one refused while online is toasted as usual.
  const waited = new WeakSet<object>();
  const stopWatching = client.getMutationCache().subscribe((event) => {
    // Restored from the last start still waiting, or paused now: either way it waits for the connection.
    const restored = event.type === 'added' && event.mutation.state.isPaused;
    const paused = event.type === 'updated' && event.action.type === 'pause';
    if (restored || paused) {
      waited.add(event.mutation);
      if (isOfflineMutation(event.mutation)) void requestReplaySync().catch(() => undefined);
    }
    if (event.type !== 'updated' || !isOfflineMutation(event.mutation)) return;
    const { mutation } = event;
    if (event.action.type !== 'error' || !waited.has(mutation)) return;
    const kind = mutation.options.mutationKey?.[1] as OfflineKind;
    const error = event.action.error;
    void offlineFailures.add({
      kind,
      change: mutation.state.variables as OfflineChange,
      outcome: replayOutcome(error),
      message: error instanceof Error ? error.message : String(error),
      at: Date.now(),
    });
  });
  const stopAnswering = answerReplayRequests(client, () => waitingChanges(client).length);
  return () => {
    stopSignOut();
    stopWatching();
    stopAnswering();
  };
}

/** Runs a listed change again, e.g. from the failed list's "Try again". */
export function runOfflineChange(client: QueryClient, kind: OfflineKind, change: OfflineChange): Promise<unknown> {
  return client
    .getMutationCache()
    .build(client, { mutationKey: [OFFLINE_ROOT, kind] })
    .execute(change);
}

/**
 * Deleting a playlist created offline whose create has not gone out yet: the create and every change
 * queued against its local id leave the queue and nothing is sent (the server never knew it). False
 * when the create has gone out already; the delete is then queued like any other and sent with the
 * server's id.
 */
export function cancelLocalPlaylist(client: QueryClient, localId: number): boolean {
  const waiting = waitingChanges(client);
  const create = waiting.find(
    (m) =>
      m.options.mutationKey?.[1] === offlineKeys.playlistCreate[1] &&
      (m.state.variables as PlaylistCreateChange).localId === localId,
  );
  if (!create) return false;
  const cache = client.getMutationCache();
  for (const m of waiting) {
    if (m === create || (m.state.variables as { playlistId?: number }).playlistId === localId) cache.remove(m);
  }
  return true;
}
