import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentMedia, mediaAssets, type ContentMediaRole } from '../../db/schema';
import { captionsColumn, type StoredCaption } from '../media-assets';

export type MediaAsset = Pick<
  typeof mediaAssets.$inferSelect,
  'id' | 'storageKey' | 'mimeType' | 'status' | 'durationSeconds' | 'renditions'
> & { captions: StoredCaption[] };

/** The columns of a video as the read API serializes it, its caption tracks included (same statement). */
export const mediaAssetColumns = {
  id: mediaAssets.id,
  storageKey: mediaAssets.storageKey,
  mimeType: mediaAssets.mimeType,
  status: mediaAssets.status,
  durationSeconds: mediaAssets.durationSeconds,
  renditions: mediaAssets.renditions,
  captions: captionsColumn(mediaAssets.id),
};

export interface MediaLink {
  contentId: number;
  role: ContentMediaRole;
  position: number;
  asset: MediaAsset;
}

export interface VideoCounts {
  video_count: number;
  additional_videos_count: number;
}

export interface PageMedia {
  /** Links of the items that are not deleted, in display order (position, then asset id). */
  links: Map<number, MediaLink[]>;
  /** `counts` is part of every serialized item, deleted ones included. */
  counts: Map<number, VideoCounts>;
}

/** The roles `counts` is made of. */
const COUNTED: readonly ContentMediaRole[] = ['video', 'additional'];

interface MediaItem {
  id: number;
  deletedAt: Date | null;
}

/**
 * The media of a page in one statement, whatever the page size. Without `roles` (no media
 * expansion asked for) it is a grouped count; otherwise the links of those roles plus the video
 * links `counts` is made of, and the counts are tallied from them (each link has its asset: the
 * foreign key guarantees it, so the join drops nothing the count would have seen).
 */
export async function loadPageMedia(
  db: Db,
  items: readonly MediaItem[],
  roles: ReadonlySet<ContentMediaRole>,
): Promise<PageMedia> {
  const media: PageMedia = { links: new Map(), counts: new Map() };
  const ids = [...new Set(items.map((i) => i.id))];
  if (ids.length === 0) return media;
  if (roles.size === 0) {
    media.counts = await loadVideoCounts(db, ids);
    return media;
  }
  const deleted = new Set(items.filter((i) => i.deletedAt).map((i) => i.id));
  const rows = await db
    .select({
      contentId: contentMedia.contentId,
      role: contentMedia.role,
      position: contentMedia.position,
      asset: mediaAssetColumns,
    })
    .from(contentMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.id, contentMedia.assetId))
    .where(and(inArray(contentMedia.contentId, ids), inArray(contentMedia.role, [...new Set([...roles, ...COUNTED])])))
    .orderBy(asc(contentMedia.contentId), asc(contentMedia.position), asc(contentMedia.assetId));
  for (const row of rows) {
    if (COUNTED.includes(row.role)) tally(media.counts, row.contentId, row.role, 1);
    if (deleted.has(row.contentId) || !roles.has(row.role)) continue;
    const links = media.links.get(row.contentId);
    if (links) links.push(row);
    else media.links.set(row.contentId, [row]);
  }
  return media;
}

function tally(counts: Map<number, VideoCounts>, contentId: number, role: ContentMediaRole, n: number): void {
  const entry = counts.get(contentId) ?? { video_count: 0, additional_videos_count: 0 };
  if (role === 'video') entry.video_count += n;
  else entry.additional_videos_count += n;
  counts.set(contentId, entry);
}

/** The counts alone: one grouped query, no asset rows. */
async function loadVideoCounts(db: Db, contentIds: number[]): Promise<Map<number, VideoCounts>> {
  const counts = new Map<number, VideoCounts>();
  const rows = await db
    .select({ contentId: contentMedia.contentId, role: contentMedia.role, n: count() })
    .from(contentMedia)
    .where(and(inArray(contentMedia.contentId, contentIds), inArray(contentMedia.role, [...COUNTED])))
    .groupBy(contentMedia.contentId, contentMedia.role);
  for (const row of rows) tally(counts, row.contentId, row.role, Number(row.n));
  return counts;
}
