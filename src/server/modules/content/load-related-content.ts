import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ContentType } from '@shared/codes';
import { SUBSCRIPTIONS_LIST_LIMIT } from '@shared/limits';
import type { Db } from '../../db/client';
import { content, contentTags, subscriptionContent } from '../../db/schema';
import { ownerNotBlockedBy } from './blocked-condition';
import { contentColumns, type ContentRow } from './content-columns';
import type { Viewer } from './viewer';
import { listedPublicly, visibleInListsTo } from './visibility';

export const SIMILAR_LIMIT = 8;

const rowTags = alias(contentTags, 'row_tags');

/**
 * Published items of the same type or sharing a tag, best matches first: same type and a shared
 * tag, then same type, then a shared tag. Each step walks an index newest-first and stops at the
 * limit, which stays fast on a large catalogue where ranking every candidate would not. The three
 * steps are one statement (UNION ALL of three limited selects); an item found by an earlier step
 * is dropped from the later ones here, which keeps exactly the first SIMILAR_LIMIT of the
 * step-by-step answer. Creators the viewer blocked are left out, like in every list.
 */
export async function loadSimilar(db: Db, viewer: Viewer, row: ContentRow): Promise<ContentRow[]> {
  const tagsOfRow = db.select({ id: rowTags.genreId }).from(rowTags).where(eq(rowTags.contentId, row.id));
  const sharesTag = sql`exists (select 1 from ${contentTags} where ${contentTags.contentId} = ${content.id} and ${inArray(contentTags.genreId, tagsOfRow)})`;
  const sameType = eq(content.type, row.type);
  const step = (rank: number, condition: SQL | undefined) =>
    db
      .select({ ...contentColumns, step: sql<number>`${sql.raw(String(rank))}`.as('step') })
      .from(content)
      .where(
        and(
          listedPublicly(),
          ne(content.id, row.id),
          ownerNotBlockedBy(viewer?.id ?? null, content.ownerId),
          condition,
        ),
      )
      .orderBy(desc(content.publishedAt), desc(content.id))
      .limit(SIMILAR_LIMIT);
  const rows = await step(1, and(sameType, sharesTag))
    .unionAll(step(2, sameType))
    .unionAll(step(3, sharesTag))
    .orderBy(sql`${sql.identifier('step')}, ${sql.identifier('published_at')} desc, ${sql.identifier('id')} desc`);
  const seen = new Set<number>();
  const found: ContentRow[] = [];
  for (const { step: _step, ...candidate } of rows) {
    if (found.length >= SIMILAR_LIMIT) break;
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    found.push(candidate);
  }
  return found;
}

export type SubscriptionRelation =
  'subscribedContent' | 'availableSubscribedContent' | 'connectedSubscriptions' | 'availableInSubscriptions';

/**
 * Both directions of `subscription_content`. A community (type 50) lists what it unlocks; any
 * other item lists the communities that unlock it. The "available" variants are what a fan can
 * use now: published items, and communities that are published and paid (spec §5). Creators the
 * viewer blocked are left out.
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
    .where(and(visible, paidCommunity, ownerNotBlockedBy(viewer?.id ?? null, content.ownerId)))
    .orderBy(sql`${content.publishedAt} desc nulls last`, desc(content.id))
    .limit(SUBSCRIPTIONS_LIST_LIMIT);
}
