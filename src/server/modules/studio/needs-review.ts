import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentModeration, users } from '../../db/schema';

/**
 * An item needs an admin's review while its owner is a creator awaiting approval ("admin approves creators")
 * and no admin has approved this item yet. Approved creators publish directly.
 */
export async function needsReview(db: Db | Tx, ownerId: number, contentId: number): Promise<boolean> {
  const [owner] = await db.select({ status: users.status }).from(users).where(eq(users.id, ownerId)).limit(1);
  if (owner?.status !== 'pending') return false;
  const [moderation] = await db
    .select({ approvedAt: contentModeration.approvedAt })
    .from(contentModeration)
    .where(eq(contentModeration.contentId, contentId))
    .limit(1);
  return !moderation?.approvedAt;
}
