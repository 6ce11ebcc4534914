import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentMedia, mediaAssets, type ContentMediaRole } from '../../db/schema';

export type MediaAsset = Pick<
  typeof mediaAssets.$inferSelect,
  'id' | 'storageKey' | 'mimeType' | 'status' | 'durationSeconds' | 'renditions'
>;

export interface MediaLink {
  contentId: number;
  role: ContentMediaRole;
  position: number;
  asset: MediaAsset;
}

/** Every media link of the given items, in display order (position, then asset id). */
export async function loadMediaLinks(db: Db, contentIds: number[]): Promise<Map<number, MediaLink[]>> {
  const byContent = new Map<number, MediaLink[]>();
  if (contentIds.length === 0) return byContent;
  const rows = await db
    .select({
      contentId: contentMedia.contentId,
      role: contentMedia.role,
      position: contentMedia.position,
      asset: {
        id: mediaAssets.id,
        storageKey: mediaAssets.storageKey,
        mimeType: mediaAssets.mimeType,
        status: mediaAssets.status,
        durationSeconds: mediaAssets.durationSeconds,
        renditions: mediaAssets.renditions,
      },
    })
    .from(contentMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.id, contentMedia.assetId))
    .where(inArray(contentMedia.contentId, contentIds))
    .orderBy(asc(contentMedia.contentId), asc(contentMedia.position), asc(contentMedia.assetId));
  for (const row of rows) byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), row]);
  return byContent;
}

export interface VideoCounts {
  video_count: number;
  additional_videos_count: number;
}

/** `counts` is part of every serialized item, so it is one grouped query for the whole page. */
export async function loadVideoCounts(db: Db, contentIds: number[]): Promise<Map<number, VideoCounts>> {
  const counts = new Map<number, VideoCounts>();
  if (contentIds.length === 0) return counts;
  const rows = await db
    .select({ contentId: contentMedia.contentId, role: contentMedia.role, n: count() })
    .from(contentMedia)
    .where(and(inArray(contentMedia.contentId, contentIds), inArray(contentMedia.role, ['video', 'additional'])))
    .groupBy(contentMedia.contentId, contentMedia.role);
  for (const row of rows) {
    const entry = counts.get(row.contentId) ?? { video_count: 0, additional_videos_count: 0 };
    if (row.role === 'video') entry.video_count = Number(row.n);
    else entry.additional_videos_count = Number(row.n);
    counts.set(row.contentId, entry);
  }
  return counts;
}
