import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@shared/schemas/auth';
import { CouponMessages as M, type Coupon, type CouponInput } from '@shared/schemas/coupons';
import { createTestApp } from '@tests/support/harness';
import { couponRedemptions, coupons, orders } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const input = (over: Partial<CouponInput> = {}): CouponInput => ({
  code: `CODE${++seq}`,
  discount_type: 'percent',
  value: 10,
  currency: null,
  scope: 'catalogue',
  content_id: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_fan_limit: 1,
  ...over,
});
const create = (token: string, json: unknown) => call(t, 'POST', '/api/coupons', token, json);
const couponOf = async (token: string, over: Partial<CouponInput> = {}) => {
  const res = await create(token, input(over));
  expect(res.status).toBe(201);
  return (await body<{ data: Coupon }>(res)).data;
};

describe('POST /api/coupons', () => {
  it('creates a percentage coupon for the catalogue and a fixed one for an item, codes upper-cased', async () => {
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 2000, currency: 'EUR' });
    const pct = await couponOf(creator.token, { code: 'spring-25', value: 25 });
    expect(pct).toMatchObject({ code: 'SPRING-25', scope: 'catalogue', value: 25, currency: null, used_count: 0 });
    const fixed = await couponOf(creator.token, {
      discount_type: 'fixed',
      value: 500,
      currency: 'EUR',
      scope: 'item',
      content_id: item.id,
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2027-01-01T00:00:00Z',
      usage_limit: 3,
    });
    expect(fixed).toMatchObject({
      scope: 'item',
      content: { id: item.id, price: { amount: 2000, currency: 'EUR' } },
      starts_at: '2026-01-01T00:00:00.000Z',
      usage_limit: 3,
    });
  });

  it('refuses bad terms field by field and writes nothing', async () => {
    const creator = await person(t, 'creator');
    const other = await person(t, 'creator');
    const theirs = await createContent(t.deps, other.id);
    const free = await createContent(t.deps, creator.id, { price: 0 });
    const usd = await createContent(t.deps, creator.id, { price: 999, currency: 'USD' });
    const cases: [Partial<CouponInput> | Record<string, unknown>, string, string][] = [
      [{ code: 'a b' }, 'code', M.codeFormat],
      [{ code: 'ab' }, 'code', M.codeFormat],
      [{ value: 0 }, 'value', M.percentRange],
      [{ value: 101 }, 'value', M.percentRange],
      [{ discount_type: 'fixed', value: 0, currency: 'USD' }, 'value', M.amountRange],
      [{ discount_type: 'fixed', value: 100, currency: null }, 'currency', M.currencyRequired],
      [{ scope: 'all' }, 'scope', M.scopeInvalid],
      [{ scope: 'item', content_id: null }, 'content_id', M.contentRequired],
      [{ scope: 'item', content_id: theirs.id }, 'content_id', M.contentNotYours],
      [{ scope: 'item', content_id: free.id }, 'content_id', M.contentNotYours],
      [
        { scope: 'item', content_id: usd.id, discount_type: 'fixed', value: 100, currency: 'JPY' },
        'currency',
        M.currencyNotItems,
      ],
      [{ starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-01-01T00:00:00Z' }, 'ends_at', M.endsBeforeStart],
      [{ ends_at: 'soon' }, 'ends_at', M.dateInvalid],
      [{ usage_limit: 0 }, 'usage_limit', M.limitRange],
      [{ per_fan_limit: 1.5 }, 'per_fan_limit', M.limitRange],
      [{ code: undefined }, 'code', AuthMessages.required],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(creator.token, { ...input(), ...over });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field), JSON.stringify(over)).toEqual([message]);
    }
    expect(await countRows(t, coupons, eq(coupons.createdBy, creator.id))).toBe(0);
  });

  it('refuses a code already in use in any case, and frees it once deleted', async () => {
    const a = await person(t, 'creator');
    const b = await person(t, 'creator');
    const first = await couponOf(a.token, { code: 'TAKEN1' });
    const res = await create(b.token, input({ code: 'taken1' }));
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'code')).toEqual([M.codeTaken]);
    expect((await call(t, 'DELETE', `/api/coupons/${first.id}`, a.token)).status).toBe(200);
    expect((await create(b.token, input({ code: 'taken1' }))).status).toBe(201);
  });

  it('is for creators only', async () => {
    const fan = await person(t);
    expect((await create(fan.token, input())).status).toBe(403);
    expect((await call(t, 'POST', '/api/coupons', undefined, input())).status).toBe(401);
    expect((await call(t, 'GET', '/api/coupons', fan.token)).status).toBe(403);
  });
});

describe('GET, PUT and DELETE /api/coupons/:id', () => {
  it('lists, reads, changes and deletes only your own coupons; anyone else gets 404', async () => {
    const creator = await person(t, 'creator');
    const other = await person(t, 'creator');
    const a = await couponOf(creator.token, { code: 'LISTA' });
    const b = await couponOf(creator.token, { code: 'LISTB' });
    const theirs = await couponOf(other.token);

    const list = await body<{ data: Coupon[]; meta: { total: number } }>(
      await call(t, 'GET', '/api/coupons', creator.token),
    );
    expect(list.data.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(list.meta.total).toBe(2);
    const byCode = await body<{ data: Coupon[] }>(
      await call(t, 'GET', '/api/coupons?sort=code&search=LIST', creator.token),
    );
    expect(byCode.data.map((c) => c.code)).toEqual(['LISTA', 'LISTB']);
    expect((await call(t, 'GET', '/api/coupons?sort=value', creator.token)).status).toBe(422);

    expect((await call(t, 'GET', `/api/coupons/${a.id}`, creator.token)).status).toBe(200);
    const changed = await call(t, 'PUT', `/api/coupons/${a.id}`, creator.token, input({ code: 'LISTA', value: 50 }));
    expect((await body<{ data: Coupon }>(changed)).data).toMatchObject({ id: a.id, value: 50 });

    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(
        t,
        method,
        `/api/coupons/${theirs.id}`,
        creator.token,
        method === 'PUT' ? input() : undefined,
      );
      expect(res.status, method).toBe(404);
    }
    expect((await call(t, 'GET', '/api/coupons/abc', creator.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/coupons/${a.id}`, creator.token)).status).toBe(200);
    expect((await call(t, 'GET', `/api/coupons/${a.id}`, creator.token)).status).toBe(404);
  });
});

describe('POST /api/validate-coupon and /api/apply-coupon', () => {
  it('says what a code applies to and quotes the price with it', async () => {
    const creator = await person(t, 'creator');
    const fan = await person(t);
    const item = await createContent(t.deps, creator.id, { price: 1999 });
    const jpy = await createContent(t.deps, creator.id, { price: 3000, currency: 'JPY' });
    await couponOf(creator.token, { code: 'HALF', value: 50 });
    await couponOf(creator.token, { code: 'ONE', scope: 'item', content_id: item.id, value: 15 });

    const check = await call(t, 'POST', '/api/validate-coupon', fan.token, { code: 'half' });
    expect(check.status).toBe(200);
    expect((await body<{ data: unknown }>(check)).data).toMatchObject({
      code: 'HALF',
      scope: 'catalogue',
      creator: { id: creator.id },
      content: null,
      discount: null,
    });
    const onItem = await call(t, 'POST', '/api/validate-coupon', fan.token, { code: 'ONE', content_id: item.id });
    expect((await body<{ data: unknown }>(onItem)).data).toMatchObject({
      content: { id: item.id },
      discount: { amount: 299, currency: 'USD' },
    });

    const quote = await call(t, 'POST', '/api/apply-coupon', fan.token, { code: 'half', content_id: item.id });
    expect((await body<{ data: unknown }>(quote)).data).toEqual({
      code: 'HALF',
      content_id: item.id,
      list_price: { amount: 1999, currency: 'USD' },
      discount: { amount: 999, currency: 'USD' },
      total: { amount: 1000, currency: 'USD' },
    });
    const yen = await call(t, 'POST', '/api/apply-coupon', fan.token, { code: 'HALF', content_id: jpy.id });
    expect((await body<{ data: { total: unknown } }>(yen)).data.total).toEqual({ amount: 1500, currency: 'JPY' });
  });

  it('refuses with the reason on the code field', async () => {
    const creator = await person(t, 'creator');
    const fan = await person(t);
    const item = await createContent(t.deps, creator.id);
    const other = await createContent(t.deps, (await person(t, 'creator')).id);
    await couponOf(creator.token, { code: 'OLD', ends_at: '2020-01-01T00:00:00Z' });
    await couponOf(creator.token, { code: 'LATER', starts_at: '2099-01-01T00:00:00Z' });
    await couponOf(creator.token, { code: 'MINE', scope: 'item', content_id: item.id });
    const gone = await couponOf(creator.token, { code: 'GONE', usage_limit: 1, per_fan_limit: null });
    const once = await couponOf(creator.token, { code: 'ONCE', per_fan_limit: 1 });
    await t.deps.db.insert(couponRedemptions).values([
      { couponId: gone.id, buyerId: (await person(t)).id, orderId: 9_000_001 },
      { couponId: once.id, buyerId: fan.id, orderId: 9_000_002 },
    ]);
    const cases: [string, number, string][] = [
      ['NOPE', item.id, M.unknown],
      ['OLD', item.id, M.expired],
      ['LATER', item.id, M.notStarted],
      ['MINE', other.id, M.notForItem],
      ['GONE', item.id, M.usedUp],
      ['ONCE', item.id, M.alreadyUsed],
    ];
    for (const [code, contentId, message] of cases) {
      for (const path of ['/api/validate-coupon', '/api/apply-coupon']) {
        const res = await call(t, 'POST', path, fan.token, { code, content_id: contentId });
        expect(res.status, `${path} ${code}`).toBe(422);
        expect(fieldErrors(await body<ErrorBody>(res), 'code')).toEqual([message]);
      }
      // Checkout refuses the same code for the same reason, and opens no order.
      const checkout = await call(t, 'POST', '/api/paypal/create-pi', fan.token, {
        content_id: contentId,
        coupon_code: code,
      });
      expect(checkout.status, `create-pi ${code}`).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(checkout), 'code')).toEqual([message]);
    }
    expect(await countRows(t, orders, eq(orders.buyerId, fan.id))).toBe(0);
    expect((await call(t, 'POST', '/api/apply-coupon', fan.token, { code: 'MINE', content_id: 999999 })).status).toBe(
      404,
    );
    expect((await call(t, 'POST', '/api/apply-coupon', fan.token, { code: 'MINE' })).status).toBe(422);
    expect((await call(t, 'POST', '/api/apply-coupon', undefined, { code: 'MINE', content_id: item.id })).status).toBe(
      401,
    );
  });

  it('translates the reason by applocale', async () => {
    const fan = await person(t);
    const res = await t.request('/api/validate-coupon', {
      method: 'POST',
      token: fan.token,
      json: { code: 'NOSUCH' },
      headers: { applocale: 'ja' },
    });
    expect(fieldErrors(await body<ErrorBody>(res), 'code')).toEqual(['このクーポンコードは存在しません。']);
  });
});
