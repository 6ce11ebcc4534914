import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { content, playlistItems, playlists } from '../../db/schema';
import { ownerNotBlockedBy } from '../content';

/** A playlist's videos in order: those the owner sees, and those hidden because they blocked the video's creator. */
export interface PlaylistOrder {
  visible: number[];
  hidden: number[];
}

export async function loadOrder(tx: Tx, playlistId: number, userId: number): Promise<PlaylistOrder> {
  const rows = await tx
    .select({ mediaId: playlistItems.mediaId, shown: sql<boolean>`${ownerNotBlockedBy(userId, content.ownerId)}` })
    .from(playlistItems)
    .innerJoin(content, eq(content.id, playlistItems.contentId))
    .where(eq(playlistItems.playlistId, playlistId))
    .orderBy(asc(playlistItems.position), asc(playlistItems.id));
  return {
    visible: rows.filter((r) => r.shown).map((r) => r.mediaId),
    hidden: rows.filter((r) => !r.shown).map((r) => r.mediaId),
  };
}

/**
 * Renumbers the whole playlist 0…n-1 in one statement. Hidden videos keep their relative order after
 * the visible ones, so unblocking a creator brings them back at the end instead of failing a reorder.
 */
export async function writeOrder(tx: Tx, playlistId: number, order: PlaylistOrder): Promise<void> {
  const mediaIds = [...order.visible, ...order.hidden];
  if (mediaIds.length > 0) {
    const values = sql.join(
      mediaIds.map((id, position) => sql`(${id}::integer, ${position}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${playlistItems} set position = v.position from (values ${values}) as v(media_id, position) where ${playlistItems.playlistId} = ${playlistId} and ${playlistItems.mediaId} = v.media_id`,
    );
  }
  await touchPlaylist(tx, playlistId);
}

/** Playlists sort by `updated_at`: any change to their items counts. */
export async function touchPlaylist(tx: Tx, playlistId: number): Promise<void> {
  await tx
    .update(playlists)
    .set({ updatedAt: sql`now()` })
    .where(eq(playlists.id, playlistId));
}
