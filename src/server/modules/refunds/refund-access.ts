import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { entitlements, type ledgerTransactions, orders, subscriptions } from '../../db/schema';
import { createLogger } from '../../logger';
import { paymentProvider } from '../../services/payments';

type Payment = typeof ledgerTransactions.$inferSelect;
export type Membership = typeof subscriptions.$inferSelect;

/**
 * A refund's effect on access: the order's status, and on a full refund the purchase entitlement or the membership
 * it paid for is taken back. Answers the membership whose billing must stop (it was still running), if any.
 */
export async function applyAccessChange(
  tx: Tx,
  payment: Payment,
  full: boolean,
  now: Date,
): Promise<Membership | null> {
  if (payment.orderId !== null) {
    await tx
      .update(orders)
      .set({ status: full ? 'refunded' : 'partially_refunded', updatedAt: now })
      .where(eq(orders.id, payment.orderId));
    if (full) {
      await tx
        .update(entitlements)
        .set({ revokedAt: now })
        .where(
          and(
            eq(entitlements.userId, payment.buyerId!),
            eq(entitlements.contentId, payment.contentId!),
            eq(entitlements.source, 'purchase'),
          ),
        );
    }
    return null;
  }
  if (payment.subscriptionId === null || !full) return null;
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId)).for('update');
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(subscriptions.id, payment.subscriptionId));
  await tx
    .update(entitlements)
    .set({ revokedAt: now })
    .where(
      and(
        eq(entitlements.userId, sub!.fanId),
        eq(entitlements.contentId, sub!.communityId),
        eq(entitlements.source, 'subscription'),
      ),
    );
  const ended = sub!.status === 'cancelled' || sub!.status === 'expired' || sub!.status === 'leaving';
  return ended ? null : sub!;
}

/** A fully refunded membership must not renew: the provider stops billing it (a failure is retried by hand). */
export async function stopBilling(deps: Deps, sub: Membership): Promise<void> {
  try {
    await paymentProvider(deps).cancelSubscription(sub.providerSubscriptionId, 'Refunded', `end-${sub.id}`);
  } catch (error) {
    createLogger(deps.config.LOG_LEVEL).error(`subscription ${sub.id}: cancel after refund failed`, error);
  }
}
