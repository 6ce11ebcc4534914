import { and, count, eq, isNull } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { couponListResource, type Coupon } from '@shared/schemas/coupons';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import type { CouponActor } from './find-own-coupon';
import { serializeCoupons } from './serialize-coupons';

/** GET /api/coupons: the actor's live coupons (every coupon for an admin), newest first, with the total. */
export async function listCoupons(
  db: Db,
  actor: CouponActor,
  raw: RawQuery,
): Promise<{ data: Coupon[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, couponListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      scope: coupons.scope,
      discount_type: coupons.discountType,
      content_id: coupons.contentId,
      ends_at: coupons.endsAt,
      code: coupons.code,
      created_at: coupons.createdAt,
    },
    search: { code: coupons.code },
    tiebreak: coupons.id,
  });
  const where = and(isNull(coupons.deletedAt), actor.isAdmin ? undefined : eq(coupons.createdBy, actor.id), q.where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  return { data: await serializeCoupons(db, rows), meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}
