import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { CouponDescriptors, type Coupon, type SiteCouponValues } from '@shared/schemas/coupons';
import type { Db, Tx } from '../../db/client';
import { content, coupons } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { uniqueViolation } from '../auth/unique-violation';
import { findOwnCoupon, type CouponActor } from './find-own-coupon';
import { serializeCoupon } from './serialize-coupons';

/** Checks that need the database: the item is the creator's own paid one-off item, the code is free. */
async function checkCoupon(tx: Tx, actor: CouponActor, values: SiteCouponValues, exceptId?: number) {
  if (values.scope === 'item' && values.content_id) {
    const [item] = await tx
      .select()
      .from(content)
      .where(and(eq(content.id, values.content_id), isNull(content.deletedAt)));
    const usable = item && item.priceAmount > 0 && item.type !== 50 && (actor.isAdmin || item.ownerId === actor.id);
    if (!usable) throw invalidField('content_id', CouponDescriptors.contentNotYours);
    if (values.discount_type === 'fixed' && values.currency !== item.priceCurrency) {
      throw invalidField('currency', CouponDescriptors.currencyNotItems);
    }
  }
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${values.code})`,
        isNull(coupons.deletedAt),
        exceptId ? ne(coupons.id, exceptId) : undefined,
      ),
    );
  if (taken) throw invalidField('code', CouponDescriptors.codeTaken);
}

function columns(values: SiteCouponValues) {
  return {
    code: values.code,
    discountType: values.discount_type,
    value: values.value,
    currency: values.discount_type === 'fixed' ? values.currency : null,
    scope: values.scope,
    contentId: values.scope === 'item' ? values.content_id : null,
    startsAt: values.starts_at ? new Date(values.starts_at) : null,
    endsAt: values.ends_at ? new Date(values.ends_at) : null,
    usageLimit: values.usage_limit,
    perFanLimit: values.per_fan_limit,
  };
}

/** A racing insert of the same code still ends as the field error, not a 500. */
async function guardCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'coupons_code_live_unique') throw invalidField('code', CouponDescriptors.codeTaken);
    throw error;
  }
}

/** POST /api/coupons (and the admin's site-wide coupons): one transaction, nothing written on a refusal. */
export async function createCoupon(db: Db, actor: CouponActor, values: SiteCouponValues): Promise<Coupon> {
  return guardCode(() =>
    db.transaction(async (tx) => {
      await checkCoupon(tx, actor, values);
      const [row] = await tx
        .insert(coupons)
        .values({ ...columns(values), createdBy: actor.id })
        .returning();
      return serializeCoupon(tx, row!);
    }),
  );
}

/** PUT /api/coupons/:id: replaces the terms; uses already recorded stay. Someone else's coupon → 404. */
export async function updateCoupon(db: Db, actor: CouponActor, id: number, values: SiteCouponValues): Promise<Coupon> {
  return guardCode(() =>
    db.transaction(async (tx) => {
      await findOwnCoupon(tx, actor, id, true);
      await checkCoupon(tx, actor, values, id);
      const [row] = await tx
        .update(coupons)
        .set({ ...columns(values), updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning();
      return serializeCoupon(tx, row!);
    }),
  );
}

/** DELETE /api/coupons/:id: the code stops working at once; its recorded uses are kept for the orders. */
export async function deleteCoupon(db: Db, actor: CouponActor, id: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    await findOwnCoupon(tx, actor, id, true);
    const [row] = await tx.update(coupons).set({ deletedAt: new Date() }).where(eq(coupons.id, id)).returning();
    return serializeCoupon(tx, row!);
  });
}
