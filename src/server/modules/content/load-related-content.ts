import { and, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import { SUBSCRIPTIONS_LIST_LIMIT } from '@shared/limits';
import type { Db } from '../../db/client';
import { content, contentTags, subscriptionContent } from '../../db/schema';
import { contentColumns, type ContentRow } from './content-columns';
import type { Viewer } from './viewer';
import { listedPublicly, visibleInListsTo } from './visibility';

export const SIMILAR_LIMIT = 8;

/**
 * Published items of the same type or sharing a tag, best matches first: same type and a shared
 * tag, then same type, then a shared tag. Each step walks an index newest-first and stops at the
 * limit, which stays fast on a large catalogue where ranking every candidate would not.
 */
export async function loadSimilar(db: Db, row: ContentRow): Promise<ContentRow[]> {
  const tagIds = (
    await db.select({ id: contentTags.genreId }).from(contentTags).where(eq(contentTags.contentId, row.id))
  ).map((t) => t.id);
  const sharesTag =
    tagIds.length > 0
      ? sql`exists (select 1 from ${contentTags} where ${contentTags.contentId} = ${content.id} and ${inArray(contentTags.genreId, tagIds)})`
      : undefined;
  const steps = [sharesTag && and(eq(content.type, row.type), sharesTag), eq(content.type, row.type), sharesTag];
  const found: ContentRow[] = [];
  for (const step of steps) {
    if (!step || found.length >= SIMILAR_LIMIT) continue;
    const rows = await db
      .select(contentColumns)
      .from(content)
      .where(and(listedPublicly(), notInArray(content.id, [row.id, ...found.map((f) => f.id)]), step))
      .orderBy(desc(content.publishedAt), desc(content.id))
      .limit(SIMILAR_LIMIT - found.length);
    found.push(...rows);
  }
  return found;
}

export type SubscriptionRelation =
  'subscribedContent' | 'availableSubscribedContent' | 'connectedSubscriptions' | 'availableInSubscriptions';

/**
 * Both directions of `subscription_content`. A community (type 50) lists what it unlocks; any
 * other item lists the communities that unlock it. The "available" variants are what a fan can
 * use now: published items, and communities that are published and paid (spec §5).
 */
export function loadSubscriptionRelation(
  db: Db,
  viewer: Viewer,
  row: ContentRow,
  relation: SubscriptionRelation,
): Promise<ContentRow[]> {
  const unlocks = relation === 'subscribedContent' || relation === 'availableSubscribedContent';
  if (unlocks !== (row.type === ContentType.subscription)) return Promise.resolve([]);
  const available = relation.startsWith('available');
  const visible: SQL = available ? listedPublicly() : visibleInListsTo(viewer);
  const join = unlocks
    ? and(eq(subscriptionContent.contentId, content.id), eq(subscriptionContent.subscriptionId, row.id))
    : and(eq(subscriptionContent.subscriptionId, content.id), eq(subscriptionContent.contentId, row.id));
  const paidCommunity = !unlocks && available ? ne(content.priceAmount, 0) : undefined;
  return db
    .select(contentColumns)
    .from(content)
    .innerJoin(subscriptionContent, join)
    .where(and(visible, paidCommunity))
    .orderBy(sql`${content.publishedAt} desc nulls last`, desc(content.id))
    .limit(SUBSCRIPTIONS_LIST_LIMIT);
}
