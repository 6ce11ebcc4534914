import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { CouponRow } from './find-coupon';

/** Who manages coupons: a creator sees only their own; an admin (ADMIN's CRUD) sees every coupon. */
export interface CouponActor {
  id: number;
  isAdmin: boolean;
}

/** A live coupon the actor may manage; anyone else's → 404. `lock` holds it for an update in `tx`. */
export async function findOwnCoupon(db: Db | Tx, actor: CouponActor, id: number, lock = false): Promise<CouponRow> {
  const query = db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.id, id), isNull(coupons.deletedAt), actor.isAdmin ? undefined : eq(coupons.createdBy, actor.id)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
