import type { Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { playlists } from '../../db/schema';
import { serializePlaylist } from './serialize-playlists';

/** POST /api/playlists. */
export async function createPlaylist(db: Db, userId: number, name: string): Promise<Playlist> {
  const [row] = await db.insert(playlists).values({ ownerId: userId, name }).returning();
  return serializePlaylist(db, userId, row!);
}
