import { PlaylistDescriptors, type Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/errors';
import { findOwnPlaylist } from './find-own-playlist';
import { loadOrder, writeOrder } from './playlist-order';
import { loadPlaylist } from './serialize-playlists';

/**
 * PUT /api/playlists/:id/items/order: the whole new order at once (drag and drop, keyboard moves).
 * It must name exactly the videos the user sees, each once; a stale or partial list changes nothing.
 */
export async function reorderPlaylistItems(
  db: Db,
  userId: number,
  playlistId: number,
  mediaIds: number[],
): Promise<Playlist> {
  await db.transaction(async (tx) => {
    await findOwnPlaylist(tx, userId, playlistId, true);
    const order = await loadOrder(tx, playlistId, userId);
    const current = new Set(order.visible);
    const same =
      mediaIds.length === current.size &&
      new Set(mediaIds).size === mediaIds.length &&
      mediaIds.every((id) => current.has(id));
    if (!same) throw invalidField('media_ids', PlaylistDescriptors.orderMismatch);
    await writeOrder(tx, playlistId, { ...order, visible: mediaIds });
  });
  return loadPlaylist(db, userId, playlistId);
}
