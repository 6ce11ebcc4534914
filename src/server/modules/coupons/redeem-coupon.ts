import { and, eq } from 'drizzle-orm';
import { couponRefusal } from '@shared/coupon-rules';
import { CouponDescriptors } from '@shared/schemas/coupons';
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
 * Takes one use of a coupon for an order (contract 6: COMMERCE-CORE calls it before the provider captures, so a
 * coupon that ran out is refused before the fan is charged). The coupon row is locked first, so buyers racing for
 * the last use, or one fan paying for several items at once, are serialized and the later ones see it used up
 * (422 on `code`, reason `usedUp` or `alreadyUsed`). Taking it again for the same order is a no-op. The dates are
 * not checked again: the fan was quoted while the coupon was valid.
 */
export async function redeemCoupon(tx: Tx, input: RedeemInput): Promise<void> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update');
  if (!coupon) throw invalidField('code', CouponDescriptors.unknown);
  const [already] = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, input.orderId)));
  if (already) {
    if (already.couponId === input.couponId) return;
    throw invalidField('code', CouponDescriptors.alreadyUsed);
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
  if (refusal === 'usedUp') throw invalidField('code', CouponDescriptors.usedUp);
  if (refusal === 'alreadyUsed') throw invalidField('code', CouponDescriptors.alreadyUsed);
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, buyerId: input.buyerId, orderId: input.orderId });
}

/**
 * Records the use of a paid order, whatever the limits say now: the money was taken at the discounted price, so
 * the count must show it. Normally the use was already taken before the capture and this writes nothing.
 */
export async function recordCouponUse(tx: Tx, input: RedeemInput): Promise<boolean> {
  const added = await tx
    .insert(couponRedemptions)
    .values({ couponId: input.couponId, buyerId: input.buyerId, orderId: input.orderId })
    .onConflictDoNothing({ target: couponRedemptions.orderId })
    .returning({ id: couponRedemptions.id });
  return added.length > 0;
}

/** Gives back the use an order took when its capture did not happen (the buyer had not approved yet). */
export async function releaseCouponUse(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}
