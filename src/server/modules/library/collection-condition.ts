import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { content, entitlements, type EntitlementSource } from '../../db/schema';
import { openableBy, ownerNotBlockedBy } from '../content';

/** What fills a collection: bought, unlocked free, or a community joined ('own' is the creator's, not a holding). */
export const collectionSources: readonly EntitlementSource[] = ['purchase', 'free', 'subscription'];

/** An entitlement that still gives access: not revoked, not past its end. */
export function activeEntitlement(userId: number, now: Date): SQL {
  return and(
    eq(entitlements.userId, userId),
    inArray(entitlements.source, [...collectionSources]),
    isNull(entitlements.revokedAt),
    or(isNull(entitlements.expiresAt), gt(entitlements.expiresAt, now)),
  )!;
}

/**
 * Content in the user's collection. Bought items stay once archived or deleted (the content module
 * answers a buyer's link with the deletion reason and no media), so this is `openableBy`, not "listed";
 * an owner the user blocked hides them here like everywhere else.
 */
export function inCollectionOf(userId: number, now: Date): SQL {
  return and(
    sql`exists (select 1 from ${entitlements} where ${entitlements.contentId} = ${content.id} and ${activeEntitlement(userId, now)})`,
    openableBy({ id: userId }),
    ownerNotBlockedBy(userId, content.ownerId),
  )!;
}

/**
 * When the item joined the collection (its earliest active entitlement), as epoch milliseconds: a raw
 * timestamp comes back as a Date from one driver and as text from the other, a float8 as a number from both.
 */
export function acquiredAtMs(userId: number, now: Date): SQL<number> {
  return sql`(select extract(epoch from min(${entitlements.grantedAt})) * 1000 from ${entitlements} where ${entitlements.contentId} = ${content.id} and ${activeEntitlement(userId, now)})::float8`.mapWith(
    Number,
  );
}
