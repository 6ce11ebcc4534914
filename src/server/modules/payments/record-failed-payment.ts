import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { content, entitlements, subscriptions } from '../../db/schema';
import { notify } from '../notifications/notify';
import { applyEnd } from './end-subscription';

/** Memberships that still give access: their member is told when a payment fails. */
const withAccess = new Set(['active', 'leaving', 'past_due']);

/**
 * A community's monthly payment failed (PayPal's BILLING.SUBSCRIPTION.PAYMENT.FAILED or PAYMENT.SALE.DENIED, or
 * the test provider's renewal), in ONE transaction with the membership locked: it becomes past due, access stays
 * until its current expiry (the grace), and the fan is told until when. PayPal retries a failed payment and
 * reports each attempt (and webhooks are replayed): the notification is keyed by the billing period, so the fan
 * hears of it once per period.
 */
export async function recordFailedPayment(deps: Deps, subscriptionId: number): Promise<void> {
  const now = new Date(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    if (!sub || sub.status === 'cancelled' || sub.status === 'expired') return;
    await applyEnd(tx, sub, 'past_due', now);
    if (!withAccess.has(sub.status)) return;
    const [access] = await tx
      .select({ expiresAt: entitlements.expiresAt })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, sub.fanId),
          eq(entitlements.contentId, sub.communityId),
          eq(entitlements.source, 'subscription'),
        ),
      );
    const [community] = await tx.select({ title: content.title }).from(content).where(eq(content.id, sub.communityId));
    await notify(tx, {
      userId: sub.fanId,
      kind: 'payment-failed',
      objectType: 'subscription',
      objectId: sub.id,
      data: {
        content_id: sub.communityId,
        title: community?.title,
        amount: sub.priceAmount,
        currency: sub.currency,
        access_until: (access?.expiresAt ?? sub.currentPeriodEnd)?.toISOString() ?? null,
      },
      dedupeKey: `payment-failed:${sub.id}:${sub.currentPeriodEnd?.getTime() ?? 'none'}`,
    });
  });
}
