import { and, eq } from 'drizzle-orm';
import type { Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { playlists } from '../../db/schema';
import { serializePlaylist } from './serialize-playlists';

export interface CreatedPlaylist {
  playlist: Playlist;
  /** False when the key had made it already: the create was a repeat and nothing was written. */
  created: boolean;
}

/**
 * POST /api/playlists. With a client key the create is idempotent per person: the insert skips on the
 * (owner, key) unique index, so a repeat, or two racing sends of the same create, yield the playlist the
 * first one made. Another person's identical key is theirs and never touches this person's playlists.
 */
export async function createPlaylist(
  db: Db,
  userId: number,
  name: string,
  clientKey?: string,
): Promise<CreatedPlaylist> {
  // Twice at most: the playlist the key made may be deleted between the skipped insert and the read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await db
      .insert(playlists)
      .values({ ownerId: userId, name, clientKey })
      .onConflictDoNothing({ target: [playlists.ownerId, playlists.clientKey] })
      .returning();
    if (row) return { playlist: await serializePlaylist(db, userId, row), created: true };
    if (clientKey === undefined) break;
    const [existing] = await db
      .select()
      .from(playlists)
      .where(and(eq(playlists.ownerId, userId), eq(playlists.clientKey, clientKey)))
      .limit(1);
    if (existing) return { playlist: await serializePlaylist(db, userId, existing), created: false };
  }
  throw new Error('insert into playlists returned no row, and no playlist holds its client key');
}
