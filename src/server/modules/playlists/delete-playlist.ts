import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playlists } from '../../db/schema';
import { notFound } from '../../http/errors';

/** DELETE /api/playlists/:id: its items go with it (cascade). */
export async function deletePlaylist(db: Db, userId: number, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.ownerId, userId)))
    .returning({ id: playlists.id });
  if (!row) throw notFound();
  return row;
}
