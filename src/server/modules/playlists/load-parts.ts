import { and, asc, inArray, sql } from 'drizzle-orm';
import type { VideoPart } from '@shared/schemas/playlists';
import type { Db } from '../../db/client';
import { contentMedia } from '../../db/schema';

/**
 * Where each video stands among its item's videos, as the content page numbers them: the main video is
 * part 1, the additional ones follow in order. Keyed by asset id; only items with two videos or more.
 */
export async function loadParts(db: Db, contentIds: number[]): Promise<Map<number, VideoPart>> {
  const parts = new Map<number, VideoPart>();
  if (contentIds.length === 0) return parts;
  const rows = await db
    .select({ contentId: contentMedia.contentId, assetId: contentMedia.assetId })
    .from(contentMedia)
    .where(
      and(
        inArray(contentMedia.contentId, [...new Set(contentIds)]),
        inArray(contentMedia.role, ['video', 'additional']),
      ),
    )
    .orderBy(
      asc(contentMedia.contentId),
      sql`case when ${contentMedia.role} = 'video' then 0 else 1 end`,
      asc(contentMedia.position),
      asc(contentMedia.assetId),
    );
  const byContent = new Map<number, typeof rows>();
  for (const row of rows) byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), row]);
  for (const videos of byContent.values()) {
    if (videos.length < 2) continue;
    videos.forEach((video, index) => parts.set(video.assetId, { number: index + 1, of: videos.length }));
  }
  return parts;
}
