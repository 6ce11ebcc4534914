import type { Coupon, SiteCouponValues } from '@shared/schemas/coupons';
import type { Db } from '../../../db/client';
import { createCoupon, deleteCoupon, findOwnCoupon, serializeCoupon, updateCoupon } from '../../coupons';
import { recordAudit } from '../../audit/record-audit';

/**
 * Site-wide coupons through COMMERCE-UI's own save functions (one rule set for creators and admins), run inside
 * the admin's transaction (as a savepoint) so the audit row commits with the change or not at all.
 */
const asAdmin = (id: number) => ({ id, isAdmin: true });

export async function createSiteCoupon(db: Db, actorId: number, values: SiteCouponValues): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const after = await createCoupon(tx as unknown as Db, asAdmin(actorId), values);
    await recordAudit(tx, {
      actorId,
      action: 'coupons.create',
      entity: 'coupons',
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateSiteCoupon(db: Db, actorId: number, id: number, values: SiteCouponValues): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const before = await serializeCoupon(tx, await findOwnCoupon(tx, asAdmin(actorId), id, true));
    const after = await updateCoupon(tx as unknown as Db, asAdmin(actorId), id, values);
    await recordAudit(tx, { actorId, action: 'coupons.update', entity: 'coupons', entityId: id, before, after });
    return after;
  });
}

export async function deleteSiteCoupon(db: Db, actorId: number, id: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const before = await serializeCoupon(tx, await findOwnCoupon(tx, asAdmin(actorId), id, true));
    const after = await deleteCoupon(tx as unknown as Db, asAdmin(actorId), id);
    await recordAudit(tx, { actorId, action: 'coupons.delete', entity: 'coupons', entityId: id, before, after: null });
    return after;
  });
}
