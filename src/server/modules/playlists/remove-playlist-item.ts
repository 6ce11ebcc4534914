import { and, eq } from 'drizzle-orm';
import { PlaylistDescriptors, type Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { playlistItems } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { findOwnPlaylist } from './find-own-playlist';
import { touchPlaylist } from './playlist-order';
import { loadPlaylist } from './serialize-playlists';

/** DELETE /api/playlists/:id/items. Positions keep their gaps: order, not numbering, is what the list shows. */
export async function removePlaylistItem(
  db: Db,
  userId: number,
  playlistId: number,
  mediaId: number,
): Promise<Playlist> {
  await db.transaction(async (tx) => {
    await findOwnPlaylist(tx, userId, playlistId, true);
    const removed = await tx
      .delete(playlistItems)
      .where(and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.mediaId, mediaId)))
      .returning({ id: playlistItems.id });
    if (removed.length === 0) throw invalidField('media_id', PlaylistDescriptors.mediaNotInPlaylist);
    await touchPlaylist(tx, playlistId);
  });
  return loadPlaylist(db, userId, playlistId);
}
