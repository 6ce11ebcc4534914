import { and, count, inArray } from 'drizzle-orm';
import type { Coupon, CouponItemRef } from '@shared/schemas/coupons';
import type { Db, Tx } from '../../db/client';
import { content, couponRedemptions } from '../../db/schema';
import { countedUse, type CouponRow } from './find-coupon';

type ContentRow = typeof content.$inferSelect;

export function itemRef(item: ContentRow): CouponItemRef {
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    price: { amount: item.priceAmount, currency: item.priceCurrency },
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Coupons with their item and how often each was used: two statements for any page. */
export async function serializeCoupons(db: Db | Tx, rows: CouponRow[]): Promise<Coupon[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const contentIds = rows.flatMap((r) => (r.contentId ? [r.contentId] : []));
  const [uses, items] = await Promise.all([
    db
      .select({ couponId: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponId, ids), countedUse))
      .groupBy(couponRedemptions.couponId),
    contentIds.length ? db.select().from(content).where(inArray(content.id, contentIds)) : Promise.resolve([]),
  ]);
  const usedBy = new Map(uses.map((u) => [u.couponId, Number(u.n)]));
  const itemBy = new Map(items.map((i) => [i.id, i]));
  return rows.map((r) => {
    const item = r.contentId ? itemBy.get(r.contentId) : undefined;
    return {
      id: r.id,
      code: r.code,
      discount_type: r.discountType,
      value: r.value,
      currency: r.currency,
      scope: r.scope,
      content_id: r.contentId,
      content: item ? itemRef(item) : null,
      starts_at: iso(r.startsAt),
      ends_at: iso(r.endsAt),
      usage_limit: r.usageLimit,
      per_fan_limit: r.perFanLimit,
      used_count: usedBy.get(r.id) ?? 0,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

export async function serializeCoupon(db: Db | Tx, row: CouponRow): Promise<Coupon> {
  const [one] = await serializeCoupons(db, [row]);
  return one!;
}
