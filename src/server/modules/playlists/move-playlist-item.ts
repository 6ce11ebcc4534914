import { PlaylistDescriptors, type Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/errors';
import { findOwnPlaylist } from './find-own-playlist';
import { loadOrder, writeOrder } from './playlist-order';
import { loadPlaylist } from './serialize-playlists';

/** PUT /api/playlists/:id/items: moves one video to a 0-based position (past the end means last). */
export async function movePlaylistItem(
  db: Db,
  userId: number,
  playlistId: number,
  mediaId: number,
  position: number,
): Promise<Playlist> {
  await db.transaction(async (tx) => {
    await findOwnPlaylist(tx, userId, playlistId, true);
    const order = await loadOrder(tx, playlistId, userId);
    const from = order.visible.indexOf(mediaId);
    if (from < 0) throw invalidField('media_id', PlaylistDescriptors.mediaNotInPlaylist);
    const visible = order.visible.filter((id) => id !== mediaId);
    visible.splice(Math.min(position, visible.length), 0, mediaId);
    await writeOrder(tx, playlistId, { ...order, visible });
  });
  return loadPlaylist(db, userId, playlistId);
}
