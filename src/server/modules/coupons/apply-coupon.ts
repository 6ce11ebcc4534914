import type { AppliedCoupon } from '@shared/schemas/coupons';
import type { Db } from '../../db/client';
import { quotePrice } from './quote-price';

/** POST /api/apply-coupon: the purchase page's quote for one item with this code. */
export async function applyCoupon(
  db: Db,
  buyerId: number,
  input: { code: string; contentId: number },
  now: Date,
): Promise<AppliedCoupon> {
  const quote = await quotePrice(db, { contentId: input.contentId, buyerId, couponCode: input.code }, now);
  return {
    code: input.code,
    content_id: input.contentId,
    list_price: quote.listPrice,
    discount: quote.discount,
    total: quote.total,
  };
}
