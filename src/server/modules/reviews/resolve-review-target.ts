import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import type { ReviewTargetType } from '@shared/schemas/reviews';
import type { Db } from '../../db/client';
import { content, entitlements, subscriptionContent, users } from '../../db/schema';
import { loadContentAccess } from '../content';

export interface ReviewTarget {
  /** Who owns (or is) the target: nobody reviews their own work. */
  ownerId: number;
  /** The author bought or unlocked the item, or for a creator, at least one of their items. */
  entitled: boolean;
}

/** Rows that might carry an entitlement of the author; loadContentAccess then applies expiry and revocation. */
const mayBeEntitled = (authorId: number) =>
  or(
    sql`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${authorId} and ${entitlements.contentId} = ${content.id})`,
    sql`exists (select 1 from ${subscriptionContent} inner join ${entitlements} on ${entitlements.contentId} = ${subscriptionContent.subscriptionId}
      where ${subscriptionContent.contentId} = ${content.id} and ${entitlements.userId} = ${authorId})`,
  );

const accessColumns = { id: content.id, ownerId: content.ownerId, priceAmount: content.priceAmount };

async function entitledToAny(
  db: Db,
  authorId: number,
  rows: { id: number; ownerId: number; priceAmount: number }[],
  now: Date,
) {
  const access = await loadContentAccess(db, { id: authorId }, rows, now);
  return [...access.values()].some((a) => a.isBought);
}

/**
 * A review may be about a published item that is not deleted, or about an approved creator. Null
 * when there is no such target.
 */
export async function resolveReviewTarget(
  db: Db,
  authorId: number,
  target: { type: ReviewTargetType; id: number },
  now: Date,
): Promise<ReviewTarget | null> {
  if (target.type === 'content') {
    const [item] = await db
      .select(accessColumns)
      .from(content)
      .where(and(eq(content.id, target.id), eq(content.status, ContentStatus.published), isNull(content.deletedAt)))
      .limit(1);
    return item ? { ownerId: item.ownerId, entitled: await entitledToAny(db, authorId, [item], now) } : null;
  }
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, target.id), eq(users.kind, 'creator'), eq(users.status, 'approved'), isNull(users.deletedAt)),
    )
    .limit(1);
  if (!creator) return null;
  const candidates = await db
    .select(accessColumns)
    .from(content)
    .where(and(eq(content.ownerId, creator.id), mayBeEntitled(authorId)));
  return { ownerId: creator.id, entitled: await entitledToAny(db, authorId, candidates, now) };
}
