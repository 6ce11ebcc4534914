import { and, eq } from 'drizzle-orm';
import { CommerceDescriptors as M, type PaymentIntent } from '@shared/schemas/commerce';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { IDEMPOTENCY_FIELD } from '../refunds/refund-requests';

type OrderRow = typeof orders.$inferSelect;

/** The answer create-pi gave for an order, rebuilt from its row (a keyed repeat answers exactly this). */
export function intentOf(order: OrderRow): PaymentIntent {
  const money = (amount: number) => ({ amount, currency: order.currency });
  return {
    order_id: order.id,
    payment_intent_id: order.providerOrderId,
    provider: order.provider,
    approve_url: order.approveUrl ?? '',
    content_id: order.contentId,
    list_price: money(order.listAmount),
    discount: money(order.discountAmount),
    total: money(order.totalAmount),
    status: order.status,
  };
}

/**
 * The buyer's order opened with this `Idempotency-Key`, as create-pi answered it; undefined when there is none.
 * A key names one checkout of one item: the same key for another item is a 422 on the key. (The PWA makes a new
 * key when the coupon changes, so one key never stands for two prices.)
 */
export async function orderWithKey(
  db: Db,
  buyerId: number,
  key: string,
  contentId: number,
): Promise<PaymentIntent | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)));
  if (!order) return undefined;
  if (order.contentId !== contentId) throw invalidField(IDEMPOTENCY_FIELD, M.idempotencyKeyReusedPayment);
  return intentOf(order);
}
