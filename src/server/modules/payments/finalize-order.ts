import { eq } from 'drizzle-orm';
import type { Money } from '@shared/money';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createLogger } from '../../logger';
import { recordCouponUse } from '../coupons/redeem-coupon';
import { recordSale, settingsFrom } from '../ledger';
import { notifyAll } from '../notifications/notify';
import { publishEvents } from '../../realtime/event-bus';
import { markOrderPaid } from './mark-order-paid';
import { sendReceiptJob } from './send-receipt';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Makes a captured order a purchase, in ONE transaction: order paid, the buyer's 'purchase' entitlement,
 * the coupon redemption, the balanced ledger transaction, the buyer's and creator's notifications and the
 * receipt job. The order row is locked by the statement that marks it paid, and only a pending (or lapsed) order
 * moves, so the capture answer, a replayed webhook and the reconcile job can all call this and exactly one of them
 * writes.
 * Answers the order as it is afterwards.
 */
export async function finalizeOrder(
  deps: Deps,
  providerOrderId: string,
  capture: { captureId: string; amount: Money | null },
): Promise<OrderRow> {
  const now = new Date(deps.clock.now());
  const provider = deps.config.PAYMENTS;
  return deps.db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, provider, providerOrderId, capture, now);
    if (!paid) return unmoved(deps, tx, provider, providerOrderId, capture);
    const { order } = paid;
    if (order.couponId !== null) {
      const input = { couponId: order.couponId, buyerId: order.buyerId, orderId: order.id };
      // The capture took the use before charging; one recorded only now was captured without that step.
      if (await recordCouponUse(tx, input))
        createLogger(deps.config.LOG_LEVEL).info(`order ${order.id}: coupon use recorded at finalize`);
    }
    const item = { ownerId: paid.ownerId, title: paid.title };
    const settings = settingsFrom(paid.settings);
    const sale = await recordSale(
      tx,
      {
        kind: 'purchase',
        idempotencyKey: `purchase:${order.provider}:${order.providerOrderId}`,
        provider: order.provider,
        providerRef: capture.captureId,
        gross: order.totalAmount,
        currency: order.currency,
        buyerId: order.buyerId,
        creatorId: item.ownerId,
        contentId: order.contentId,
        orderId: order.id,
        feeBps: settings.platform_fee_bps,
        holdingDays: settings.holding_days,
      },
      now,
    );
    const data = {
      content_id: order.contentId,
      title: item.title,
      amount: order.totalAmount,
      currency: order.currency,
      // The buyer's notification opens this payment on their purchases page.
      transaction_id: sale.id,
    };
    const events = await notifyAll(tx, [
      { userId: order.buyerId, kind: 'purchase', objectType: 'order', objectId: order.id, data },
      { userId: item.ownerId, kind: 'sale', objectType: 'order', objectId: order.id, data },
    ]);
    await publishEvents(tx, events);
    await deps.jobs.send(sendReceiptJob, { orderId: order.id }, { tx, singletonKey: `receipt-${order.id}` });
    return order;
  });
}

/**
 * Why a finalize moved nothing: no such order (404), the provider took another amount than we asked (502, and a
 * person looks at it), or it was already paid or refunded (answered as it is).
 */
async function unmoved(
  deps: Deps,
  tx: Tx,
  provider: string,
  providerOrderId: string,
  capture: { amount: Money | null },
): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  if (!order || order.provider !== provider) throw new AppError(404, 'Not Found');
  if (order.status !== 'pending' && order.status !== 'declined' && order.status !== 'expired') return order;
  createLogger(deps.config.LOG_LEVEL).error(`order ${order.id}: captured ${JSON.stringify(capture.amount)} differs`);
  throw new AppError(502, 'Oops something went wrong.');
}
