import { and, count, eq } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { playlistListResource, type Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { playlists } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { serializePlaylists } from './serialize-playlists';

/** GET /api/playlists: the user's own playlists, by name unless told otherwise. */
export async function listPlaylists(
  db: Db,
  userId: number,
  raw: RawQuery,
): Promise<{ data: Playlist[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, playlistListResource);
  const q = listQueryToSql(parsed, {
    fields: { name: playlists.name, created_at: playlists.createdAt, updated_at: playlists.updatedAt },
    search: { name: playlists.name },
    tiebreak: playlists.id,
  });
  const where = and(eq(playlists.ownerId, userId), q.where);
  const rows = await db
    .select()
    .from(playlists)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(playlists).where(where);
  return {
    data: await serializePlaylists(db, userId, rows),
    meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)),
  };
}

/** The /library badge. */
export async function countPlaylists(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playlists).where(eq(playlists.ownerId, userId));
  return Number(row?.n ?? 0);
}
