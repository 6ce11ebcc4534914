import { textOf, type ServerMessage } from '@shared/message-descriptor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponMessages as M } from '@shared/schemas/coupons';
import { createTestApp } from '@tests/support/harness';
import { couponRedemptions, coupons } from '../../db/schema';
import { countRows, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';
import { quotePrice } from './quote-price';
import { redeemCoupon } from './redeem-coupon';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
async function coupon(createdBy: number, over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(coupons)
    .values({ code: `RACE${++seq}`, discountType: 'percent', value: 20, scope: 'all', createdBy, ...over })
    .returning();
  return row!;
}
let order = 1000;
const redeem = (couponId: number, buyerId: number, orderId = ++order) =>
  t.deps.db.transaction((tx) => redeemCoupon(tx, { couponId, buyerId, orderId }));
const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { status?: number; errors?: { field: string; errors: ServerMessage[] }[] }) =>
      `${e.status} ${e.errors?.[0]?.field} ${textOf(e.errors?.[0]?.errors[0] ?? '')}`,
  );

describe('quotePrice (contract 6)', () => {
  it('quotes the list price without a code, and the discounted total with one', async () => {
    const creator = await person(t, 'creator');
    const fan = await person(t);
    const item = await createContent(t.deps, creator.id, { price: 1001 });
    expect(await quotePrice(t.deps.db, { contentId: item.id, buyerId: fan.id })).toEqual({
      listPrice: { amount: 1001, currency: 'USD' },
      discount: { amount: 0, currency: 'USD' },
      total: { amount: 1001, currency: 'USD' },
      couponId: null,
    });
    const c = await coupon(creator.id, { value: 33 });
    expect(
      await quotePrice(t.deps.db, { contentId: item.id, buyerId: fan.id, couponCode: c.code.toLowerCase() }),
    ).toEqual({
      listPrice: { amount: 1001, currency: 'USD' },
      discount: { amount: 330, currency: 'USD' },
      total: { amount: 671, currency: 'USD' },
      couponId: c.id,
    });
    const big = await coupon(creator.id, { discountType: 'fixed', value: 5000, currency: 'USD' });
    const capped = await quotePrice(t.deps.db, { contentId: item.id, buyerId: fan.id, couponCode: big.code });
    expect(capped.total).toEqual({ amount: 0, currency: 'USD' });
  });

  it('refuses a code that is used up, already used by the fan, or for a community, and unknown content', async () => {
    const creator = await person(t, 'creator');
    const fan = await person(t);
    const item = await createContent(t.deps, creator.id);
    const community = await createContent(t.deps, creator.id, { type: 50 });
    const once = await coupon(creator.id, { usageLimit: 1, perFanLimit: null });
    const perFan = await coupon(creator.id, { perFanLimit: 1 });
    await redeem(once.id, (await person(t)).id);
    await redeem(perFan.id, fan.id);
    const q = (code: string, contentId = item.id) =>
      reason(quotePrice(t.deps.db, { contentId, buyerId: fan.id, couponCode: code }));
    expect(await q(once.code)).toBe(`422 code ${M.usedUp}`);
    expect(await q(perFan.code)).toBe(`422 code ${M.alreadyUsed}`);
    expect(await q(perFan.code, community.id)).toBe(`422 code ${M.notForItem}`);
    expect(await reason(quotePrice(t.deps.db, { contentId: 987654, buyerId: fan.id }))).toMatch(/^404/);
  });
});

describe('redeemCoupon (contract 6)', () => {
  it('records a use once per order, however often the capture is replayed', async () => {
    const creator = await person(t, 'creator');
    const fan = await person(t);
    const c = await coupon(creator.id, { perFanLimit: 1 });
    for (let i = 0; i < 10; i++) await redeem(c.id, fan.id, 5_000_001);
    expect(await countRows(t, couponRedemptions, eq(couponRedemptions.couponId, c.id))).toBe(1);
  });

  it('lets exactly one of two fans racing for the last use succeed', async () => {
    const creator = await person(t, 'creator');
    const c = await coupon(creator.id, { usageLimit: 1, perFanLimit: null });
    const [a, b] = [await person(t), await person(t)];
    const results = await Promise.all([reason(redeem(c.id, a.id)), reason(redeem(c.id, b.id))]);
    expect(results.sort()).toEqual([`422 code ${M.usedUp}`, 'ok']);
    expect(await countRows(t, couponRedemptions, eq(couponRedemptions.couponId, c.id))).toBe(1);
  });

  it('keeps ten racing redemptions of a five-use coupon at five', async () => {
    const creator = await person(t, 'creator');
    const c = await coupon(creator.id, { usageLimit: 5, perFanLimit: null });
    const fans = await Promise.all(Array.from({ length: 10 }, () => person(t)));
    const results = await Promise.all(fans.map((f) => reason(redeem(c.id, f.id))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(await countRows(t, couponRedemptions, eq(couponRedemptions.couponId, c.id))).toBe(5);
  });
});
