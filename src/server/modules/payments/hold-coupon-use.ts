import { and, eq } from 'drizzle-orm';
import { withValues } from '@shared/message-descriptor';
import { toMajorString } from '@shared/money';
import { CouponDescriptors } from '@shared/schemas/coupons';
import type { Deps } from '../../deps';
import { orders } from '../../db/schema';
import { AppError, invalidField } from '../../http/errors';
import { redeemCoupon, releaseCouponUse } from '../coupons';
import type { OrderRow } from './finalize-order';

/**
 * Before the provider captures a discounted order, takes its coupon use (the coupon row locked, the limits counted
 * again). If the coupon ran out since the quote, the order lapses uncaptured and the fan gets a 422 on `coupon`
 * with the price without it: nothing is charged, and the coupon's count never disagrees with its paid orders.
 */
export async function holdCouponUse(deps: Deps, order: OrderRow): Promise<void> {
  if (order.couponId === null) return;
  try {
    await deps.db.transaction((tx) =>
      redeemCoupon(tx, { couponId: order.couponId!, buyerId: order.buyerId, orderId: order.id }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 422) throw error;
    await deps.db
      .update(orders)
      .set({ status: 'expired', updatedAt: new Date(deps.clock.now()) })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    const message =
      error.said === CouponDescriptors.alreadyUsed
        ? CouponDescriptors.alreadyUsedAtPayment
        : CouponDescriptors.usedUpAtPayment;
    const price = `${toMajorString({ amount: order.listAmount, currency: order.currency })} ${order.currency}`;
    throw invalidField('coupon', withValues(message, { price }));
  }
}

/**
 * The provider did not capture (the buyer has not approved yet): the use goes back. The order row is locked
 * first, as finalizeOrder locks it, so a concurrent capture that did pay keeps its use.
 */
export async function releaseHeldCouponUse(deps: Deps, order: OrderRow): Promise<void> {
  if (order.couponId === null) return;
  await deps.db.transaction(async (tx) => {
    const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (now?.status === 'pending') await releaseCouponUse(tx, order.id);
  });
}
