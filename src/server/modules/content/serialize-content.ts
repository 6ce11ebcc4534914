import type { ContentExpansion, ContentResource } from '@shared/schemas/content';
import { canWatch, loadContentAccess, type ContentAccess } from './content-access';
import type { ContentRow } from './content-columns';
import {
  cardRelations,
  emptyValue,
  expansionLoaders,
  isCardRelation,
  mediaRoles,
  type Batch,
  type CardRelation,
} from './expansion-loaders';
import { loadPageMedia, type VideoCounts } from './load-media-links';
import { loadCollaborators, type Collaborator } from './load-people';
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
 * so a page costs a fixed number of statements however long it is: the viewer's entitlements (none
 * for a visitor), the media with the counts, then one per expansion that is not media. The cards of
 * every card relation (similar, communities) are serialized together in one more pass.
 */
export async function serializeContents(
  ctx: ReadContext,
  rows: ContentRow[],
  expand: readonly ContentExpansion[],
): Promise<ContentResource[]> {
  if (rows.length === 0) return [];
  const access = await loadContentAccess(ctx.db, ctx.viewer, rows, ctx.now);
  const media = await loadPageMedia(ctx.db, rows, mediaRoles(expand));
  let collaborators: Promise<Map<number, Collaborator[]>> | undefined;
  const batch: Batch = {
    ctx,
    rows,
    mayWatch: (row) => !row.deletedAt && canWatch(access.get(row.id)!),
    links: media.links,
    collaborators: () =>
      (collaborators ??= loadCollaborators(
        ctx.db,
        rows.map((r) => r.id),
      )),
  };
  const relations = new Map<ContentExpansion, Map<number, unknown>>();
  const cardRows = new Map<CardRelation, Map<number, ContentRow[]>>();
  // One at a time: PGlite has a single connection, and a pool should not be flooded by one request.
  for (const name of expand) {
    if (isCardRelation(name)) cardRows.set(name, await findCards(ctx, rows, name));
    else relations.set(name, await expansionLoaders[name](batch));
  }
  for (const [name, cards] of await serializeCards(ctx, cardRows)) relations.set(name, cards);
  return rows.map((row) => {
    const item: Record<string, unknown> = { ...toContentResource(row, access.get(row.id)!, media.counts.get(row.id)) };
    for (const name of expand) item[name] = relations.get(name)!.get(row.id) ?? emptyValue[name];
    return item as unknown as ContentResource;
  });
}

async function findCards(ctx: ReadContext, rows: ContentRow[], name: CardRelation) {
  const found = new Map<number, ContentRow[]>();
  for (const row of rows) found.set(row.id, await cardRelations[name].find(ctx, row));
  return found;
}

/**
 * Every card of every relation in one serialization, with the union of their expansions; each
 * relation's cards then keep only the expansions that relation shows.
 */
async function serializeCards(
  ctx: ReadContext,
  cardRows: Map<CardRelation, Map<number, ContentRow[]>>,
): Promise<Map<CardRelation, Map<number, ContentResource[]>>> {
  const out = new Map<CardRelation, Map<number, ContentResource[]>>();
  if (cardRows.size === 0) return out;
  const unique = new Map<number, ContentRow>();
  for (const byItem of cardRows.values()) for (const list of byItem.values()) for (const r of list) unique.set(r.id, r);
  const union = [...new Set([...cardRows.keys()].flatMap((name) => cardRelations[name].expand))];
  const cards = new Map(
    (await serializeContents(ctx, [...unique.values()], union)).map((card) => [
      card.id,
      { ...card } as Record<string, unknown>,
    ]),
  );
  for (const [name, byItem] of cardRows) {
    const dropped = union.filter((e) => !cardRelations[name].expand.includes(e));
    const shape = (id: number) => {
      const card = { ...cards.get(id)! };
      for (const key of dropped) delete card[key];
      return card as unknown as ContentResource;
    };
    out.set(name, new Map([...byItem].map(([id, list]) => [id, list.map((r) => shape(r.id))])));
  }
  return out;
}
