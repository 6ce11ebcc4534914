import { and, eq, isNull } from 'drizzle-orm';
import { couponDiscount } from '@shared/coupon-rules';
import { CouponDescriptors, type CouponCheck } from '@shared/schemas/coupons';
import type { Db } from '../../db/client';
import { content, users } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import { assertCouponUsable, couponCovers, findLiveCoupon } from './find-coupon';
import { itemRef } from './serialize-coupons';

/**
 * POST /api/validate-coupon: whether `buyerId` may use the code now and what it applies to; with `contentId`,
 * also whether it covers that item and what it takes off. Refusals are 422 on `code` with the reason.
 */
export async function validateCoupon(
  db: Db,
  buyerId: number,
  input: { code: string; contentId?: number | null },
  now: Date,
): Promise<CouponCheck> {
  const coupon = await findLiveCoupon(db, input.code);
  let discount = null;
  if (input.contentId) {
    const [item] = await db
      .select()
      .from(content)
      .where(and(eq(content.id, input.contentId), eq(content.status, 1), isNull(content.deletedAt)));
    if (!item) throw notFound();
    if (!couponCovers(coupon, item)) throw invalidField('code', CouponDescriptors.notForItem);
    discount = couponDiscount(
      { discountType: coupon.discountType, value: coupon.value, currency: coupon.currency },
      { amount: item.priceAmount, currency: item.priceCurrency },
    );
  }
  await assertCouponUsable(db, coupon, buyerId, now);

  const [item] = coupon.contentId ? await db.select().from(content).where(eq(content.id, coupon.contentId)) : [];
  const [creator] =
    coupon.scope === 'catalogue'
      ? await db
          .select({ id: users.id, login: users.login, name: users.name })
          .from(users)
          .where(eq(users.id, coupon.createdBy))
      : [];
  return {
    code: coupon.code,
    discount_type: coupon.discountType,
    value: coupon.value,
    currency: coupon.currency,
    scope: coupon.scope,
    content: item ? itemRef(item) : null,
    creator: creator ?? null,
    starts_at: coupon.startsAt?.toISOString() ?? null,
    ends_at: coupon.endsAt?.toISOString() ?? null,
    discount,
  };
}
