import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import { Permission } from '@shared/permissions';
import {
  ApplyCouponSchema,
  CreatorCouponSchema,
  ValidateCouponSchema,
  couponListResource,
  AppliedCouponSchema,
  CouponCheckSchema,
  CouponResourceSchema,
} from '@shared/schemas/coupons';
import type { AuthContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId } from '../content';
import { libraryMembers, userIdOf } from '../fan';
import { applyCoupon } from './apply-coupon';
import { findOwnCoupon, type CouponActor } from './find-own-coupon';
import { listCoupons } from './list-coupons';
import { createCoupon, deleteCoupon, updateCoupon } from './save-coupon';
import { serializeCoupon } from './serialize-coupons';
import { validateCoupon } from './validate-coupon';

/** Mounted at /api: fans check and apply codes; creators manage the coupons of their own items and catalogue. */
export const couponsRouter = createRouter('api');

const buyer = { access: 'user', permissions: libraryMembers } as const;
const creator = { access: 'user', permissions: [Permission.creator] } as const;

function couponId(params: Record<string, string>): number {
  const id = parseId(params.id);
  if (!id) throw notFound();
  return id;
}

const creatorActor = (auth: AuthContext | null): CouponActor => ({ id: userIdOf(auth), isAdmin: false });

defineRoute(
  couponsRouter,
  {
    method: 'post',
    path: '/validate-coupon',
    summary: 'Whether a code can be used now and what it applies to (and its discount on content_id)',
    ...buyer,
    body: ValidateCouponSchema,
    responses: { 200: One(CouponCheckSchema) },
    refusals: [404],
  },
  async (c, { auth, body }) =>
    one(
      c,
      await validateCoupon(
        c.var.deps.db,
        userIdOf(auth),
        { code: body.code, contentId: body.content_id ?? null },
        new Date(c.var.deps.clock.now()),
      ),
    ),
);

defineRoute(
  couponsRouter,
  {
    method: 'post',
    path: '/apply-coupon',
    summary: 'The price of one item with a code: list price, discount, total (in the currency charged)',
    ...buyer,
    body: ApplyCouponSchema,
    responses: { 200: One(AppliedCouponSchema) },
    refusals: [404],
  },
  async (c, { auth, body }) =>
    one(
      c,
      await applyCoupon(
        c.var.deps.db,
        userIdOf(auth),
        { code: body.code, contentId: body.content_id },
        new Date(c.var.deps.clock.now()),
      ),
    ),
);

defineRoute(
  couponsRouter,
  {
    method: 'get',
    path: '/coupons',
    summary: "The creator's own coupons (list query)",
    ...creator,
    query: listQuerySchema(couponListResource),
    responses: { 200: Page(CouponResourceSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listCoupons(c.var.deps.db, creatorActor(auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  couponsRouter,
  {
    method: 'post',
    path: '/coupons',
    summary: 'Create a coupon for one item or the catalogue',
    ...creator,
    body: CreatorCouponSchema,
    responses: { 201: One(CouponResourceSchema) },
  },
  async (c, { auth, body }) => one(c, await createCoupon(c.var.deps.db, creatorActor(auth), body), 201),
);

defineRoute(
  couponsRouter,
  {
    method: 'get',
    path: '/coupons/:id',
    summary: 'One of your coupons',
    ...creator,
    responses: { 200: One(CouponResourceSchema) },
  },
  async (c, { auth, params }) => {
    const row = await findOwnCoupon(c.var.deps.db, creatorActor(auth), couponId(params));
    return one(c, await serializeCoupon(c.var.deps.db, row));
  },
);

defineRoute(
  couponsRouter,
  {
    method: 'put',
    path: '/coupons/:id',
    summary: 'Change one of your coupons',
    ...creator,
    body: CreatorCouponSchema,
    responses: { 200: One(CouponResourceSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await updateCoupon(c.var.deps.db, creatorActor(auth), couponId(params), body)),
);

defineRoute(
  couponsRouter,
  {
    method: 'delete',
    path: '/coupons/:id',
    summary: 'Delete one of your coupons (its uses are kept)',
    ...creator,
    responses: { 200: One(CouponResourceSchema) },
  },
  async (c, { auth, params }) => one(c, await deleteCoupon(c.var.deps.db, creatorActor(auth), couponId(params))),
);
