import { and, eq, isNotNull, or } from 'drizzle-orm';
import { FanDescriptors, type FreeUnlockResult } from '@shared/schemas/fan';
import { content, entitlements } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { contentColumns, listedPublicly, loadContentAccess, type ReadContext, ownerNotBlockedBy } from '../content';

/**
 * POST /api/content-unlock/free: adds a free item to the fan's collection with a 'free' entitlement.
 * Holding it already (bought, free, through a community) is a success that writes nothing.
 */
export async function unlockFreeContent(
  ctx: ReadContext,
  userId: number,
  contentId: number,
): Promise<FreeUnlockResult> {
  const [row] = await ctx.db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.id, contentId), listedPublicly(), ownerNotBlockedBy(userId, content.ownerId)))
    .limit(1);
  if (!row) throw invalidField('content_id', FanDescriptors.contentUnavailable);
  if (row.priceAmount !== 0) throw invalidField('content_id', FanDescriptors.notFree);
  const access = (await loadContentAccess(ctx.db, { id: userId }, [row], ctx.now)).get(row.id)!;
  if (access.isBought) return { content_id: contentId, is_bought: true, unlocked: false };
  // A double submit meets the unique (user, content, source) index; a revoked or lapsed 'free' row is renewed.
  const written = await ctx.db
    .insert(entitlements)
    .values({ userId, contentId, source: 'free', grantedAt: ctx.now })
    .onConflictDoUpdate({
      target: [entitlements.userId, entitlements.contentId, entitlements.source],
      set: { revokedAt: null, expiresAt: null, grantedAt: ctx.now },
      setWhere: or(isNotNull(entitlements.revokedAt), isNotNull(entitlements.expiresAt)),
    })
    .returning({ id: entitlements.id });
  return { content_id: contentId, is_bought: true, unlocked: written.length > 0 };
}
