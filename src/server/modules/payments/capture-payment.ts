import { and, eq, sql } from 'drizzle-orm';
import { CommerceDescriptors as M, type CaptureResult } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { content, orders, subscriptions } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../http/errors';
import { paymentProvider, ProviderRefusedError } from '../../services/payments';
import { listedPublicly } from '../content';
import { activateSubscription } from './activate-subscription';
import { finalizeOrder, type OrderRow } from './finalize-order';
import { holdCouponUse, releaseHeldCouponUse } from './hold-coupon-use';
import { providerCall } from './provider-call';

const settled = ['paid', 'refunded', 'partially_refunded'] as const;

// The order's columns are named in full: Drizzle leaves a one-table select's columns unqualified, and inside a
// subquery an unqualified `content_id` would name the subquery's own column.
const heldByBuyer = sql<boolean>`exists (select 1 from entitlements e where e.user_id = "orders"."buyer_id"
  and e.content_id = "orders"."content_id" and e.source in ('purchase', 'own') and e.revoked_at is null)`;
const stillListed = sql<boolean>`exists (select 1 from ${content} where ${content.id} = "orders"."content_id"
  and ${listedPublicly()})`;

export function captureResult(order: OrderRow): CaptureResult {
  return {
    kind: 'purchase',
    order_id: order.id,
    subscription_id: null,
    content_id: order.contentId,
    status: order.status,
    total: { amount: order.totalAmount, currency: order.currency },
    is_bought: order.status === 'paid' || order.status === 'partially_refunded',
  };
}

/**
 * PUT /api/paypal/capture: the buyer came back from the provider's approval page. Captures once and makes
 * the purchase (finalizeOrder); a second call, a double click or a replay answers the same result and
 * charges nothing more. A community's subscription id goes to its activation instead. Someone else's id → 404.
 */
export async function capturePayment(deps: Deps, buyerId: number, paymentIntentId: string): Promise<CaptureResult> {
  const provider = paymentProvider(deps);
  // The order with what the capture must know first, in one statement: whether the buyer already holds the item
  // (through another order), and whether it is still for sale.
  const [found] = await deps.db
    .select({ order: orders, held: heldByBuyer, listed: stillListed })
    .from(orders)
    .where(
      and(eq(orders.provider, provider.name), eq(orders.providerOrderId, paymentIntentId), eq(orders.buyerId, buyerId)),
    );
  if (!found) {
    const [subscription] = await deps.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider.name),
          eq(subscriptions.providerSubscriptionId, paymentIntentId),
          eq(subscriptions.fanId, buyerId),
        ),
      );
    if (!subscription) throw notFound();
    return activateSubscription(deps, subscription);
  }
  const { order } = found;
  if ((settled as readonly string[]).includes(order.status)) return captureResult(order);
  if (order.status === 'declined') throw invalidField('payment_intent_id', M.paymentDeclined);
  if (order.status === 'expired') throw invalidField('payment_intent_id', M.paymentExpired);

  // Bought meanwhile through another order: do not take the money twice; this order lapses uncaptured.
  if (found.held) {
    const lapsed = await deps.db
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (lapsed.length === 0) {
      // Not pending any more: a concurrent capture of this same order paid it, and that is what is held.
      const [now] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
      if (now && (settled as readonly string[]).includes(now.status)) return captureResult(now);
    }
    throw invalidField('content_id', M.alreadyBought);
  }

  // The item went away (deleted, archived, creator blocked) while the buyer was on the approval page: take nothing.
  if (!found.listed) {
    await deps.db
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    throw invalidField('content_id', M.contentUnavailable);
  }

  await holdCouponUse(deps, order);
  const captured = await providerCall(async () => {
    try {
      return await provider.captureOrder(order.providerOrderId, `capture-${order.id}`);
    } catch (error) {
      if (error instanceof ProviderRefusedError && error.issue === 'ORDER_NOT_APPROVED') return null;
      throw error;
    }
  });
  if (!captured || captured.status === 'created' || captured.status === 'approved') {
    await releaseHeldCouponUse(deps, order);
    throw invalidField('payment_intent_id', M.paymentNotApproved);
  }
  if (captured.status !== 'completed' || !captured.captureId) {
    await deps.db
      .update(orders)
      .set({ status: 'declined', updatedAt: new Date(deps.clock.now()) })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    throw invalidField('payment_intent_id', M.paymentDeclined);
  }
  const done = await finalizeOrder(deps, order.providerOrderId, {
    captureId: captured.captureId,
    amount: captured.amount,
  });
  if (done.status === 'pending') throw new AppError(409, M.paymentNotApproved);
  return captureResult(done);
}
