import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Descriptor } from '@shared/message-descriptor';
import { couponRefusal, normalizeCouponCode, type CouponRefusal } from '@shared/coupon-rules';
import { CouponDescriptors } from '@shared/schemas/coupons';
import type { Db, Tx } from '../../db/client';
import { couponRedemptions, coupons, orders, type content } from '../../db/schema';
import { invalidField } from '../../http/errors';

export type CouponRow = typeof coupons.$inferSelect;
type ContentRow = typeof content.$inferSelect;

/** The live coupon with this code (any case), or a 422 on `code` saying it does not exist. */
export async function findLiveCoupon(db: Db | Tx, code: string, lock = false): Promise<CouponRow> {
  const query = db
    .select()
    .from(coupons)
    .where(and(sql`lower(${coupons.code}) = lower(${normalizeCouponCode(code)})`, isNull(coupons.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw invalidField('code', CouponDescriptors.unknown);
  return row;
}

/**
 * A redemption counts as a use unless its order lapsed unpaid (expired or declined): a capture holds its use before
 * the provider charges, so a capture that never completed gives the use back once its order lapses.
 */
export const countedUse = sql`not exists (select 1 from ${orders} where ${orders.id} = ${couponRedemptions.orderId}
  and ${orders.status} in ('expired', 'declined'))`;

/** How often the coupon was used, in all and by this fan. */
export async function couponUses(db: Db | Tx, couponId: number, buyerId: number) {
  const [row] = await db
    .select({
      total: count(),
      byFan: sql<number>`count(*) filter (where ${couponRedemptions.buyerId} = ${buyerId})`.mapWith(Number),
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), countedUse));
  return { total: Number(row?.total ?? 0), byFan: Number(row?.byFan ?? 0) };
}

const refusalMessages: Record<CouponRefusal, Descriptor> = {
  notStarted: CouponDescriptors.notStarted,
  expired: CouponDescriptors.expired,
  usedUp: CouponDescriptors.usedUp,
  alreadyUsed: CouponDescriptors.alreadyUsed,
};

/** Refuses (422 on `code`) a coupon that is not started, expired, used up, or already used by this fan. */
export async function assertCouponUsable(db: Db | Tx, coupon: CouponRow, buyerId: number, now: Date): Promise<void> {
  const uses = await couponUses(db, coupon.id, buyerId);
  const refusal = couponRefusal(
    {
      startsAt: coupon.startsAt,
      endsAt: coupon.endsAt,
      usageLimit: coupon.usageLimit,
      perFanLimit: coupon.perFanLimit,
      usedCount: uses.total,
      usedByFan: uses.byFan,
    },
    now,
  );
  if (refusal) throw invalidField('code', refusalMessages[refusal]);
}

/**
 * Whether the coupon covers this item: its own item, its creator's catalogue, or everything. Only one-off paid
 * purchases take coupons (a community's monthly price does not), and a fixed amount only in the item's currency.
 */
export function couponCovers(
  coupon: CouponRow,
  item: Pick<ContentRow, 'id' | 'ownerId' | 'type' | 'priceAmount' | 'priceCurrency'>,
): boolean {
  if (item.priceAmount <= 0 || item.type === 50) return false;
  if (coupon.discountType === 'fixed' && coupon.currency !== item.priceCurrency) return false;
  if (coupon.scope === 'item') return coupon.contentId === item.id;
  if (coupon.scope === 'catalogue') return coupon.createdBy === item.ownerId;
  return true;
}
