import type { MutationKey, QueryClient } from '@tanstack/react-query';
import { PLAYLIST_MAX_ITEMS, type PlaylistItem } from '@shared/schemas/playlists';
import { api, isApiError } from '@app/lib/api';
import { onSignOut } from '@app/lib/session/sign-out';
import { answerReplayRequests, requestReplaySync } from './background-sync';
import { replayOutcome } from './replay-rule';
import { offlineFailures } from './offline-failures';

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
  favorite: [OFFLINE_ROOT, 'favorite'],
  follow: [OFFLINE_ROOT, 'follow'],
} as const satisfies Record<string, MutationKey>;
export type OfflineKind = (typeof offlineKeys)[keyof typeof offlineKeys][1];

/** One scope: queued changes replay in the order they were made. */
export const OFFLINE_SCOPE = { id: 'offline-changes' };

export interface PlaylistItemChange {
  playlistId: number;
  mediaId: number;
  /** For the pending and failed lists. */
  title?: string;
}
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
export interface PlaylistRenameChange {
  playlistId: number;
  name: string;
}
export interface PlaylistReorderChange {
  playlistId: number;
  /** The whole order the person arranged. */
  mediaIds: number[];
}
export type OfflineChange =
  PlaylistItemChange | FavoriteChange | FollowChange | PlaylistRenameChange | PlaylistReorderChange;

async function playlistMediaIds(playlistId: number): Promise<number[]> {
  const { data } = await api.get<{ data: PlaylistItem[] }>(`/api/playlists/${playlistId}/items`, {
    query: new URLSearchParams({ limit: String(PLAYLIST_MAX_ITEMS) }),
  });
  return data.map((item) => item.media_id);
}

const inPlaylist = async (playlistId: number, mediaId: number) =>
  (await playlistMediaIds(playlistId)).includes(mediaId);

/** The intended end state already holding (a 422 for "already there" / "not there") counts as done. */
export async function addToPlaylist({ playlistId, mediaId }: PlaylistItemChange): Promise<void> {
  try {
    await api.post(`/api/playlists/${playlistId}/items`, { media_id: mediaId });
  } catch (error) {
    if (isApiError(error) && error.status === 422 && (await inPlaylist(playlistId, mediaId))) return;
    throw error;
  }
}

export async function removeFromPlaylist({ playlistId, mediaId }: PlaylistItemChange): Promise<void> {
  try {
    await api.delete(`/api/playlists/${playlistId}/items`, { body: { media_id: mediaId } });
  } catch (error) {
    if (isApiError(error) && error.status === 422 && !(await inPlaylist(playlistId, mediaId))) return;
    throw error;
  }
}

/** A rename replays as "this is its name now": the last one made wins. */
export const renamePlaylist = ({ playlistId, name }: PlaylistRenameChange) =>
  api.put(`/api/playlists/${playlistId}`, { name }).then(() => undefined);

/**
 * The order the person arranged, applied to the playlist as it is now: their order wins for the videos
 * they arranged, videos removed meanwhile drop out, videos added meanwhile (another device) follow in
 * their current order. Nothing they did not touch is lost.
 */
export function rebaseOrder(intended: number[], current: number[]): number[] {
  const present = new Set(current);
  const arranged = intended.filter((id) => present.has(id));
  const taken = new Set(arranged);
  return [...arranged, ...current.filter((id) => !taken.has(id))];
}

/** The server wants exactly the current videos (422 otherwise): when the playlist changed meanwhile, rebase and send once more. */
export async function reorderPlaylist({ playlistId, mediaIds }: PlaylistReorderChange): Promise<void> {
  const send = (ids: number[]) => api.put(`/api/playlists/${playlistId}/items/order`, { media_ids: ids });
  try {
    await send(mediaIds);
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) throw error;
    await send(rebaseOrder(mediaIds, await playlistMediaIds(playlistId)));
  }
}

export const setFavorite = ({ contentId, favorite }: FavoriteChange) =>
  api.put('/api/favorite/toggle', { content_id: contentId, favorite }).then(() => undefined);
export const setFollow = ({ creatorId, follow }: FollowChange) =>
  api.put('/api/follow/toggle', { id: creatorId, follow }).then(() => undefined);

export const isOfflineMutation = (mutation: { options: { mutationKey?: MutationKey } }) =>
  mutation.options.mutationKey?.[0] === OFFLINE_ROOT;

/** Writes that touched these roots are refetched after a replay. */
const AFFECTED_ROOTS = ['playlists', 'library', 'follow', 'creator', 'feed'];

/**
 * Registers the functions behind the keys (needed to resume a change restored from IndexedDB), asks
 * for a Background Sync when a change has to wait (the worker then has the open app replay the queue),
 * and lists every change whose replay did not go through, so nothing is dropped without the person knowing.
 */
export function registerOfflineMutations(client: QueryClient): () => void {
  const defaults = (mutationFn: (change: never) => Promise<void>) => ({
    mutationFn: mutationFn as (change: unknown) => Promise<void>,
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
  client.setMutationDefaults(offlineKeys.favorite, defaults(setFavorite));
  client.setMutationDefaults(offlineKeys.follow, defaults(setFollow));
  // The person who signs out takes their failed list with them (the stored copy goes with their stores).
  const stopSignOut = onSignOut((scope) => {
    if (scope === 'site') offlineFailures.forget();
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
  const stopAnswering = answerReplayRequests(
    client,
    () =>
      client
        .getMutationCache()
        .getAll()
        .filter((m) => isOfflineMutation(m) && m.state.isPaused).length,
  );
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
