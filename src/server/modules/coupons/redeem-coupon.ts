import { and, eq } from 'drizzle-orm';
import { couponRefusal } from '@shared/coupon-rules';
import { CouponMessages } from '@shared/schemas/coupons';
import type { Tx } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { couponUses } from './find-coupon';

export interface RedeemInput {
  couponId: number;
  buyerId: number;
  orderId: number;
}

/**
 * Records one use of a coupon by the order that paid (contract 6: COMMERCE-CORE calls it inside the capture's
 * transaction). The coupon row is locked first, so two buyers racing for the last use are serialized and the
 * second sees it used up (422 on `code`). Replaying the same order is a no-op. The dates are not checked again:
 * the fan was quoted while the coupon was valid, and the payment already went through.
 */
export async function redeemCoupon(tx: Tx, input: RedeemInput): Promise<void> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update');
  if (!coupon) throw invalidField('code', CouponMessages.unknown);
  const [already] = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, input.orderId)));
  if (already) {
    if (already.couponId === input.couponId) return;
    throw invalidField('code', CouponMessages.alreadyUsed);
  }
  const uses = await couponUses(tx, coupon.id, input.buyerId);
  const refusal = couponRefusal(
    {
      startsAt: null,
      endsAt: null,
      usageLimit: coupon.usageLimit,
      perFanLimit: coupon.perFanLimit,
      usedCount: uses.total,
      usedByFan: uses.byFan,
    },
    new Date(),
  );
  if (refusal === 'usedUp') throw invalidField('code', CouponMessages.usedUp);
  if (refusal === 'alreadyUsed') throw invalidField('code', CouponMessages.alreadyUsed);
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, buyerId: input.buyerId, orderId: input.orderId });
}
