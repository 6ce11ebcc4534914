import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Playlist } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { content, mediaAssets, playlistItems } from '../../db/schema';
import { imageRef } from '../media-assets';
import { ownerNotBlockedBy } from '../content';
import { findOwnPlaylist, type PlaylistRow } from './find-own-playlist';

/** Playlist cards: how many videos the owner sees in each, and the first one's poster. Two queries per page. */
export async function serializePlaylists(db: Db, userId: number, rows: PlaylistRow[]): Promise<Playlist[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const shown = and(inArray(playlistItems.playlistId, ids), ownerNotBlockedBy(userId, content.ownerId));
  const counts = await db
    .select({ playlistId: playlistItems.playlistId, n: count() })
    .from(playlistItems)
    .innerJoin(content, eq(content.id, playlistItems.contentId))
    .where(shown)
    .groupBy(playlistItems.playlistId);
  const firsts = await db
    .selectDistinctOn([playlistItems.playlistId], {
      playlistId: playlistItems.playlistId,
      renditions: mediaAssets.renditions,
    })
    .from(playlistItems)
    .innerJoin(content, eq(content.id, playlistItems.contentId))
    .innerJoin(mediaAssets, eq(mediaAssets.id, playlistItems.mediaId))
    .where(shown)
    .orderBy(asc(playlistItems.playlistId), asc(playlistItems.position), asc(playlistItems.id));
  const countOf = new Map(counts.map((c) => [c.playlistId, Number(c.n)]));
  const posterOf = new Map(firsts.map((f) => [f.playlistId, imageRef(f.renditions.poster)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    items_count: countOf.get(row.id) ?? 0,
    poster: posterOf.get(row.id) ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function serializePlaylist(db: Db, userId: number, row: PlaylistRow): Promise<Playlist> {
  const [playlist] = await serializePlaylists(db, userId, [row]);
  return playlist!;
}

/** GET /api/playlists/:id, and the answer of every edit: the playlist as it is now. */
export async function loadPlaylist(db: Db, userId: number, id: number): Promise<Playlist> {
  return serializePlaylist(db, userId, await findOwnPlaylist(db, userId, id));
}
