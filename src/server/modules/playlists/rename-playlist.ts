import { and, eq, sql } from 'drizzle-orm';
import type { Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { playlists } from '../../db/schema';
import { notFound } from '../../http/errors';
import { serializePlaylist } from './serialize-playlists';

/** PUT /api/playlists/:id: only the owner's own playlist; anyone else's is a 404. */
export async function renamePlaylist(db: Db, userId: number, id: number, name: string): Promise<Playlist> {
  const [row] = await db
    .update(playlists)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(playlists.id, id), eq(playlists.ownerId, userId)))
    .returning();
  if (!row) throw notFound();
  return serializePlaylist(db, userId, row);
}
