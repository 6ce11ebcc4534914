import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entitlements, subscriptionContent } from '../../db/schema';
import type { ContentRow } from './content-columns';
import type { Viewer } from './viewer';

/** The three facts the gating rule reads, per item and viewer. */
export interface ContentAccess {
  isOwn: boolean;
  isFree: boolean;
  /** An active entitlement (not revoked, not expired), on the item itself or on a community that unlocks it. */
  isBought: boolean;
}

/**
 * THE gating rule (spec §5): full media only if bought, free, or the viewer's own. Every place
 * that hands out a video URL, a meeting link or a gated file asks this function.
 */
export function canWatch(access: ContentAccess): boolean {
  return access.isBought || access.isFree || access.isOwn;
}

type AccessRow = Pick<ContentRow, 'id' | 'ownerId' | 'priceAmount'>;

export async function loadContentAccess(
  db: Db,
  viewer: Viewer,
  rows: readonly AccessRow[],
  now: Date,
): Promise<Map<number, ContentAccess>> {
  const bought = viewer ? await findEntitledIds(db, viewer.id, [...new Set(rows.map((r) => r.id))], now) : new Set();
  return new Map(
    rows.map((row) => [
      row.id,
      { isOwn: viewer?.id === row.ownerId, isFree: row.priceAmount === 0, isBought: bought.has(row.id) },
    ]),
  );
}

/**
 * Which of `contentIds` the user holds an active entitlement for. A subscription entitlement is
 * granted on the community; it unlocks whatever the community lists at the time of the request.
 * Both ways are one statement (UNION ALL): PGlite runs one statement at a time, and a pool should
 * not be asked twice.
 */
export async function findEntitledIds(db: Db, userId: number, contentIds: number[], now: Date): Promise<Set<number>> {
  if (contentIds.length === 0) return new Set();
  const active = and(
    eq(entitlements.userId, userId),
    isNull(entitlements.revokedAt),
    or(isNull(entitlements.expiresAt), gt(entitlements.expiresAt, now)),
  );
  const direct = db
    .select({ id: entitlements.contentId })
    .from(entitlements)
    .where(and(active, inArray(entitlements.contentId, contentIds)));
  const viaCommunity = db
    .select({ id: subscriptionContent.contentId })
    .from(subscriptionContent)
    .innerJoin(entitlements, eq(entitlements.contentId, subscriptionContent.subscriptionId))
    .where(and(active, inArray(subscriptionContent.contentId, contentIds)));
  const rows = await direct.unionAll(viaCommunity);
  return new Set(rows.map((r) => r.id));
}
