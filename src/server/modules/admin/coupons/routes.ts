import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import { SiteCouponSchema, couponListResource, CouponResourceSchema } from '@shared/schemas/coupons';
import { listCoupons } from '../../coupons';
import { defineRoute, one, page } from '../../../http/route';
import { adminIdOf, adminOnly, adminRouter, pathId } from '../router';
import { createSiteCoupon, deleteSiteCoupon, updateSiteCoupon } from './site-coupons';

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/coupons',
    summary: 'Every live coupon (site-wide and creators\u2019)',
    ...adminOnly,
    query: listQuerySchema(couponListResource),
    responses: { 200: Page(CouponResourceSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listCoupons(c.var.deps.db, { id: adminIdOf(auth), isAdmin: true }, c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'post',
    path: '/coupons',
    summary: 'Add a coupon (scope all: site-wide)',
    ...adminOnly,
    body: SiteCouponSchema,
    responses: { 201: One(CouponResourceSchema) },
  },
  async (c, { auth, body }) => one(c, await createSiteCoupon(c.var.deps.db, adminIdOf(auth), body), 201),
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/coupons/:id',
    summary: 'Change a coupon',
    ...adminOnly,
    body: SiteCouponSchema,
    responses: { 200: One(CouponResourceSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await updateSiteCoupon(c.var.deps.db, adminIdOf(auth), pathId(params), body)),
);

defineRoute(
  adminRouter,
  {
    method: 'delete',
    path: '/coupons/:id',
    summary: 'Stop a coupon (its uses stay recorded)',
    ...adminOnly,
    responses: { 200: One(CouponResourceSchema) },
  },
  async (c, { auth, params }) => one(c, await deleteSiteCoupon(c.var.deps.db, adminIdOf(auth), pathId(params))),
);
