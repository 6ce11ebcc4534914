import { PLAYLIST_MAX_ITEMS } from '@shared/schemas/playlists';
import { api, isApiError } from '@app/platform/api';
import { localPlaylistIds } from './local-playlist-ids';
import type { PlaylistItemResourceSchema, PlaylistSchema } from '@shared/schemas/playlists';
import type { ListOf, OneOf } from '@app/platform/api';

/**
 * What a playlist change sends when it replays. Each is sent as its intended end state, so replaying
 * one twice is harmless; and each is sent with the server's id of its playlist: one created offline is
 * known by a local id until its create has replayed (local-playlist-ids.ts).
 */
export interface PlaylistItemChange {
  playlistId: number;
  mediaId: number;
  /** For the pending and failed lists. */
  title?: string;
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
export interface PlaylistCreateChange {
  /** The id the app knows it by until the server gives it one. */
  localId: number;
  name: string;
  /**
   * Made with the change and kept with it in the queue, so every send of this create (a retry, a replay
   * after a restart, "Try again") carries the same key and the server makes the playlist once. Absent
   * only in creates queued by a version of the app from before the key.
   */
  clientKey?: string;
}
export interface PlaylistDeleteChange {
  playlistId: number;
  /** For the pending and failed lists. */
  name?: string;
}

const serverId = (playlistId: number) => localPlaylistIds.resolve(playlistId);

async function playlistMediaIds(playlistId: number): Promise<number[]> {
  const { data } = await api.get<ListOf<typeof PlaylistItemResourceSchema>>(`/api/playlists/${playlistId}/items`, {
    query: new URLSearchParams({ limit: String(PLAYLIST_MAX_ITEMS) }),
  });
  return data.map((item) => item.media_id);
}

const inPlaylist = async (playlistId: number, mediaId: number) =>
  (await playlistMediaIds(playlistId)).includes(mediaId);

/**
 * Creates the playlist and remembers its server id for the changes queued after it. Sent again with its
 * key (the app closed after the server answered but before the id was stored), the server answers with
 * the playlist it made the first time. A create whose server id is stored already is not sent at all:
 * one request fewer, and a playlist deleted meanwhile on another device is not made again.
 * Resolves with the server's id.
 */
export async function createPlaylist({ localId, name, clientKey }: PlaylistCreateChange): Promise<number> {
  await localPlaylistIds.load();
  const known = localPlaylistIds.serverId(localId);
  if (known !== undefined) return known;
  const { data } = await api.post<OneOf<typeof PlaylistSchema>>('/api/playlists', { name, client_key: clientKey });
  await localPlaylistIds.remember(localId, data.id);
  return data.id;
}

/** "This playlist is gone": one deleted meanwhile (on another device) answers 404, which counts as done. */
export async function deletePlaylist({ playlistId }: PlaylistDeleteChange): Promise<void> {
  const id = await serverId(playlistId);
  try {
    await api.delete(`/api/playlists/${id}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** The intended end state already holding (a 422 for "already there" / "not there") counts as done. */
export async function addToPlaylist({ playlistId, mediaId }: PlaylistItemChange): Promise<void> {
  const id = await serverId(playlistId);
  try {
    await api.post(`/api/playlists/${id}/items`, { media_id: mediaId });
  } catch (error) {
    if (isApiError(error) && error.status === 422 && (await inPlaylist(id, mediaId))) return;
    throw error;
  }
}

export async function removeFromPlaylist({ playlistId, mediaId }: PlaylistItemChange): Promise<void> {
  const id = await serverId(playlistId);
  try {
    await api.delete(`/api/playlists/${id}/items`, { body: { media_id: mediaId } });
  } catch (error) {
    if (isApiError(error) && error.status === 422 && !(await inPlaylist(id, mediaId))) return;
    throw error;
  }
}

/** A rename replays as "this is its name now": the last one made wins. */
export async function renamePlaylist({ playlistId, name }: PlaylistRenameChange): Promise<void> {
  await api.put(`/api/playlists/${await serverId(playlistId)}`, { name });
}

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
  const id = await serverId(playlistId);
  const send = (ids: number[]) => api.put(`/api/playlists/${id}/items/order`, { media_ids: ids });
  try {
    await send(mediaIds);
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) throw error;
    await send(rebaseOrder(mediaIds, await playlistMediaIds(id)));
  }
}
