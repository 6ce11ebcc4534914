import type { ContentExpansion, ContentResource } from '@shared/schemas/content';
import { canWatch, loadContentAccess, type ContentAccess } from './content-access';
import type { ContentRow } from './content-columns';
import { emptyValue, expansionLoaders, type Batch } from './expansion-loaders';
import { loadMediaLinks, loadVideoCounts, type MediaLink, type VideoCounts } from './load-media-links';
import type { ReadContext } from './viewer';

/** The one content serializer: the base fields every answer carries. */
export function toContentResource(
  row: ContentRow,
  access: ContentAccess,
  counts: VideoCounts | undefined,
): ContentResource {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    description: row.description,
    price: { amount: row.priceAmount, currency: row.priceCurrency },
    is_free: access.isFree,
    is_bought: access.isBought,
    is_own: access.isOwn,
    user_id: row.ownerId,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    counts: counts ?? { video_count: 0, additional_videos_count: 0 },
    deletion_reason: row.deletedAt ? (row.deletionReason ?? '') : null,
  };
}

/**
 * Serializes rows with the requested relations. Each relation is loaded once for the whole batch,
 * so a page costs a fixed number of queries however long it is.
 */
export async function serializeContents(
  ctx: ReadContext,
  rows: ContentRow[],
  expand: readonly ContentExpansion[],
): Promise<ContentResource[]> {
  if (rows.length === 0) return [];
  const access = await loadContentAccess(ctx.db, ctx.viewer, rows, ctx.now);
  let media: Promise<Map<number, MediaLink[]>> | undefined;
  const batch: Batch = {
    ctx,
    rows,
    mayWatch: (row) => !row.deletedAt && canWatch(access.get(row.id)!),
    media: () =>
      (media ??= loadMediaLinks(
        ctx.db,
        rows.filter((r) => !r.deletedAt).map((r) => r.id),
      )),
    cards: (related, cardExpand) => serializeContents(ctx, related, cardExpand),
  };
  const counts = await loadVideoCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const relations: Map<number, unknown>[] = [];
  // One at a time: PGlite has a single connection, and a pool should not be flooded by one request.
  for (const name of expand) relations.push(await expansionLoaders[name](batch));
  return rows.map((row) => {
    const item: Record<string, unknown> = { ...toContentResource(row, access.get(row.id)!, counts.get(row.id)) };
    expand.forEach((name, i) => {
      item[name] = relations[i]!.get(row.id) ?? emptyValue[name];
    });
    return item as unknown as ContentResource;
  });
}
