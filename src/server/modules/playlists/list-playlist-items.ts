import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { playlistItemsListResource, type PlaylistItem } from '@shared/schemas/playlists';
import { content, contentMedia, mediaAssets, playlistItems, users } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import {
  canWatch,
  loadContentAccess,
  lockedVideo,
  mediaAssetColumns,
  openableBy,
  shortUser,
  shortUserColumns,
  videoRef,
  type ReadContext,
} from '../content';
import { ownerNotBlockedBy } from '../content';
import { imageRef } from '../media-assets';
import { findOwnPlaylist } from './find-own-playlist';
import { loadParts } from './load-parts';

/**
 * GET /api/playlists/:id/items: the videos in playlist order. Each is playable only while the gating
 * rule still allows it (a refund, a left community or a deleted item turn it into a placeholder).
 */
export async function listPlaylistItems(
  ctx: ReadContext,
  userId: number,
  playlistId: number,
  raw: RawQuery,
): Promise<{ data: PlaylistItem[]; meta: PageMeta }> {
  await findOwnPlaylist(ctx.db, userId, playlistId);
  const parsed = parseListQueryOrThrow(raw, playlistItemsListResource);
  const q = listQueryToSql(parsed, { fields: { position: playlistItems.position }, tiebreak: playlistItems.id });
  const where = and(eq(playlistItems.playlistId, playlistId), ownerNotBlockedBy(userId, content.ownerId));
  const rows = await ctx.db
    .select({
      // The place among the videos the owner sees, whatever page and direction was asked for.
      position: sql`(row_number() over (order by ${playlistItems.position}, ${playlistItems.id}) - 1)`.mapWith(Number),
      contentId: content.id,
      ownerId: content.ownerId,
      priceAmount: content.priceAmount,
      title: content.title,
      type: content.type,
      deletedAt: content.deletedAt,
      openable: sql<boolean>`${openableBy({ id: userId })}`,
      role: contentMedia.role,
      mediaPosition: contentMedia.position,
      asset: mediaAssetColumns,
    })
    .from(playlistItems)
    .innerJoin(content, eq(content.id, playlistItems.contentId))
    .innerJoin(mediaAssets, eq(mediaAssets.id, playlistItems.mediaId))
    // The link may be gone (the creator detached the video): the item stays, as a placeholder.
    .leftJoin(
      contentMedia,
      and(eq(contentMedia.contentId, playlistItems.contentId), eq(contentMedia.assetId, playlistItems.mediaId)),
    )
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(playlistItems)
    .innerJoin(content, eq(content.id, playlistItems.contentId))
    .where(where);
  const access = await loadContentAccess(
    ctx.db,
    ctx.viewer,
    rows.map((r) => ({ id: r.contentId, ownerId: r.ownerId, priceAmount: r.priceAmount })),
    ctx.now,
  );
  const ownerRows = rows.length
    ? await ctx.db
        .select(shortUserColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.ownerId))]))
    : [];
  const owners = new Map(ownerRows.map((u) => [u.id, shortUser(u)]));
  const parts = await loadParts(
    ctx.db,
    rows.map((r) => r.contentId),
  );
  const data = rows.map((r): PlaylistItem => {
    const link = { contentId: r.contentId, role: r.role ?? 'video', position: r.mediaPosition ?? 0, asset: r.asset };
    const playable =
      r.openable && !r.deletedAt && r.role !== null && (r.role === 'teaser' || canWatch(access.get(r.contentId)!));
    return {
      media_id: r.asset.id,
      content_id: r.contentId,
      position: r.position,
      title: r.title,
      content_type: r.type,
      duration_seconds: r.asset.durationSeconds,
      poster: imageRef(r.asset.renditions.poster),
      thumbnail: imageRef(r.asset.renditions.thumbnail),
      media: playable ? videoRef(link, ctx) : lockedVideo(link),
      owner: owners.get(r.ownerId) ?? null,
      part: parts.get(r.asset.id) ?? null,
    };
  });
  return { data, meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}
