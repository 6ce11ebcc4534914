import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { playlists } from '../../db/schema';
import { notFound } from '../../http/errors';

export type PlaylistRow = typeof playlists.$inferSelect;

/**
 * The user's own playlist, or a 404: someone else's playlist is indistinguishable from a missing one.
 * `lock` takes the row for the rest of the transaction, so item edits of one playlist run one at a time
 * and positions are computed from a stable order.
 */
export async function findOwnPlaylist(db: Db | Tx, userId: number, id: number, lock = false): Promise<PlaylistRow> {
  const query = db
    .select()
    .from(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.ownerId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
