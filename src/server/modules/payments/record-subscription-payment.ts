import { and, eq, ne } from 'drizzle-orm';
import type { Money } from '@shared/money';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { content, entitlements, ledgerTransactions, subscriptions } from '../../db/schema';
import { createLogger } from '../../logger';
import { readCommerceSettings, recordSale } from '../ledger';
import { notify } from '../notifications/notify';

const MONTH_MS = 30 * 86_400_000;
/** A renewal may reach us a little late (webhook delivery): access holds this long past the period's end. */
export const RENEWAL_GRACE_MS = 86_400_000;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * One monthly payment of a community (the first at approval, then each renewal), in ONE transaction: the
 * balanced ledger sale (idempotent on the provider's payment id), the period moved on, the fan's access to
 * the community extended, and the notifications: the fan's purchase at the start and a receipt for each renewal,
 * the creator's sale for every booked payment. A replayed payment changes nothing and notifies nobody again.
 */
export async function recordSubscriptionPayment(
  deps: Deps,
  subscriptionId: number,
  /** Null when the provider confirmed the membership but books the payment separately (PayPal's sale webhook). */
  payment: { id: string | null; amount: Money; time: Date } | null,
  nextBilling: Date | null,
): Promise<SubscriptionRow> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    if (!sub) throw new Error(`subscription ${subscriptionId} vanished`);
    const [community] = await tx
      .select({ ownerId: content.ownerId, title: content.title })
      .from(content)
      .where(eq(content.id, sub.communityId));
    const booked = payment?.id ? { ...payment, id: payment.id } : null;
    if (booked && (booked.amount.currency !== sub.currency || booked.amount.amount !== sub.priceAmount)) {
      createLogger(deps.config.LOG_LEVEL).error(
        `subscription ${sub.id}: payment ${booked.id} of ${JSON.stringify(booked.amount)} differs from the price`,
      );
    }
    let transactionId: number | null = null;
    if (booked) {
      const settings = await readCommerceSettings(tx);
      const posted = await recordSale(
        tx,
        {
          kind: 'subscription_payment',
          idempotencyKey: `subscription-payment:${sub.provider}:${booked.id}`,
          provider: sub.provider,
          providerRef: booked.id,
          gross: booked.amount.amount,
          currency: booked.amount.currency,
          buyerId: sub.fanId,
          creatorId: community!.ownerId,
          contentId: sub.communityId,
          subscriptionId: sub.id,
          feeBps: settings.platform_fee_bps,
          holdingDays: settings.holding_days,
        },
        now,
      );
      if (!posted.created) return sub;
      transactionId = posted.id;
    }
    if (sub.status === 'cancelled' || sub.status === 'expired') return sub;
    // A payment pays for the month from its own time; whichever end is latest wins, so the first sale arriving
    // after the activation (which already set the period) does not add a second month.
    const periodEnd = new Date(
      Math.max(
        sub.currentPeriodEnd?.getTime() ?? 0,
        payment ? payment.time.getTime() + MONTH_MS : now.getTime() + MONTH_MS,
        nextBilling?.getTime() ?? 0,
      ),
    );
    const [updated] = await tx
      .update(subscriptions)
      .set({ status: sub.status === 'leaving' ? 'leaving' : 'active', currentPeriodEnd: periodEnd, updatedAt: now })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    const expiresAt = new Date(periodEnd.getTime() + RENEWAL_GRACE_MS);
    await tx
      .insert(entitlements)
      .values({ userId: sub.fanId, contentId: sub.communityId, source: 'subscription', grantedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: [entitlements.userId, entitlements.contentId, entitlements.source],
        set: { revokedAt: null, expiresAt },
      });
    const data = {
      content_id: sub.communityId,
      title: community!.title,
      amount: booked?.amount.amount ?? sub.priceAmount,
      currency: booked?.amount.currency ?? sub.currency,
      // The buyer's notification opens this payment on their purchases page (PayPal books it later: none yet).
      ...(transactionId !== null && { transaction_id: transactionId }),
    };
    if (sub.status === 'pending') {
      await notify(tx, { userId: sub.fanId, kind: 'purchase', objectType: 'subscription', objectId: sub.id, data });
    } else if (transactionId !== null && (await paidBefore(tx, sub.id, transactionId))) {
      // PayPal's first sale arrives after the activation already told the fan; only later payments are renewals.
      await notify(tx, {
        userId: sub.fanId,
        kind: 'purchase',
        objectType: 'subscription',
        objectId: sub.id,
        data: { ...data, renewal: true, period_end: periodEnd.toISOString() },
      });
    }
    if (booked)
      await notify(tx, {
        userId: community!.ownerId,
        kind: 'sale',
        objectType: 'subscription',
        objectId: sub.id,
        data,
      });
    return updated!;
  });
}

/** Whether the membership had a booked payment before this one. */
async function paidBefore(tx: Tx, subscriptionId: number, transactionId: number): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.subscriptionId, subscriptionId),
        eq(ledgerTransactions.kind, 'subscription_payment'),
        ne(ledgerTransactions.id, transactionId),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}
