import { and, eq, isNull } from 'drizzle-orm';
import { couponDiscount, priceAfter } from '@shared/coupon-rules';
import { CouponDescriptors, type PriceQuote } from '@shared/schemas/coupons';
import type { Db, Tx } from '../../db/client';
import { content } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import { assertCouponUsable, couponCovers, findLiveCoupon } from './find-coupon';

export interface QuoteInput {
  contentId: number;
  buyerId: number;
  couponCode?: string;
}

/**
 * What `buyerId` pays for one published item, with the coupon if one is given (contract 6: COMMERCE-CORE calls it
 * in create-pi and capture). The item's currency is always the one charged. Content that cannot be bought → 404;
 * a code that cannot be used here → 422 on `code` with the reason.
 */
export async function quotePrice(db: Db | Tx, input: QuoteInput, now: Date = new Date()): Promise<PriceQuote> {
  const [item] = await db
    .select()
    .from(content)
    .where(
      and(
        eq(content.id, input.contentId),
        eq(content.status, 1),
        isNull(content.deletedAt),
        isNull(content.archivedAt),
      ),
    );
  if (!item) throw notFound();
  return quoteFor(db, item, input.buyerId, input.couponCode, now);
}

/** The quote for an item the caller already read (and checked may be bought): the coupon is the only read left. */
export async function quoteFor(
  db: Db | Tx,
  item: Pick<typeof content.$inferSelect, 'id' | 'ownerId' | 'type' | 'priceAmount' | 'priceCurrency'>,
  buyerId: number,
  couponCode: string | undefined,
  now: Date,
): Promise<PriceQuote> {
  const listPrice = { amount: item.priceAmount, currency: item.priceCurrency };
  const code = couponCode?.trim();
  if (!code)
    return { listPrice, discount: { amount: 0, currency: listPrice.currency }, total: listPrice, couponId: null };

  const coupon = await findLiveCoupon(db, code);
  if (!couponCovers(coupon, item)) throw invalidField('code', CouponDescriptors.notForItem);
  await assertCouponUsable(db, coupon, buyerId, now);
  const discount = couponDiscount(
    { discountType: coupon.discountType, value: coupon.value, currency: coupon.currency },
    listPrice,
  );
  return { listPrice, discount, total: priceAfter(listPrice, discount), couponId: coupon.id };
}
