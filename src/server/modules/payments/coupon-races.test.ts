import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptureResult, PaymentIntent } from '@shared/schemas/commerce';
import { CouponMessages as M, type Coupon } from '@shared/schemas/coupons';
import { createTestApp } from '@tests/support/harness';
import { paypalEnv, startPayPalStandIn, type PayPalStandIn } from '@tests/support/paypal-stand-in';
import { coupons, ledgerTransactions, orders, testCheckouts } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { answerCheckout, capture, startPurchase } from './testing';

/**
 * Coupon limits hold at payment time: fans quoted while a use was left race to pay, and only as many captures as
 * the coupon has uses left take the money. The others are refused before the provider captures (nothing charged)
 * with the price without the coupon, and the coupon's count always equals its paid orders. Real concurrent
 * requests; the PostgreSQL run (`api-pg`) is the one where they truly overlap.
 */
const modes = ['test', 'paypal'] as const;

describe.each(modes)('coupon limits at capture (%s payments)', (mode) => {
  let t: TestApp;
  let paypal: PayPalStandIn | undefined;
  beforeAll(async () => {
    paypal = mode === 'paypal' ? await startPayPalStandIn() : undefined;
    t = await createTestApp(paypal ? { env: paypalEnv(paypal) } : {});
  });
  afterAll(async () => {
    await t.close();
    await paypal?.close();
  });

  let seq = 0;
  async function couponFor(creatorId: number, over: Partial<typeof coupons.$inferInsert>) {
    const [row] = await t.deps.db
      .insert(coupons)
      .values({
        code: `${mode}RACE${++seq}`.toUpperCase(),
        discountType: 'percent',
        value: 50,
        createdBy: creatorId,
        scope: 'catalogue',
        ...over,
      })
      .returning();
    return row!;
  }

  async function approve(intent: PaymentIntent) {
    if (paypal) paypal.approve(intent.payment_intent_id);
    else await answerCheckout(t, intent.payment_intent_id, 'approve');
  }

  /** Whether the provider took the money for this order. */
  async function charged(intent: PaymentIntent): Promise<boolean> {
    if (paypal) return paypal.orders.get(intent.payment_intent_id)!.status === 'COMPLETED';
    const [row] = await t.deps.db.select().from(testCheckouts).where(eq(testCheckouts.id, intent.payment_intent_id));
    return row!.status === 'completed';
  }

  async function usedCount(token: string, couponId: number): Promise<number> {
    const res = await call(t, 'GET', `/api/coupons/${couponId}`, token);
    return (await body<{ data: Coupon }>(res)).data.used_count;
  }

  async function paidOrders(couponId: number) {
    return countRows(t, orders, and(eq(orders.couponId, couponId), eq(orders.status, 'paid')));
  }

  it('ten fans paying at once with a limit-1 coupon: one discounted paid order, the others refused uncharged', async () => {
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 1000 });
    const coupon = await couponFor(creator.id, { usageLimit: 1, perFanLimit: null });
    const fans = await Promise.all(Array.from({ length: 10 }, () => person(t)));
    const intents: PaymentIntent[] = [];
    for (const fan of fans) {
      const intent = await startPurchase(t, fan.token, item.id, coupon.code);
      expect(intent.total).toEqual({ amount: 500, currency: 'USD' });
      await approve(intent);
      intents.push(intent);
    }
    const answers = await Promise.all(fans.map((fan, i) => capture(t, fan.token, intents[i]!.payment_intent_id)));

    const paid = answers.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect((await body<{ data: CaptureResult }>(paid[0]!)).data).toMatchObject({
      status: 'paid',
      total: { amount: 500, currency: 'USD' },
    });
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'coupon')).toEqual([
        M.usedUpAtPayment.replace('{price}', '10.00 USD'),
      ]);
    }
    const chargedCount = (await Promise.all(intents.map(charged))).filter(Boolean).length;
    expect(chargedCount).toBe(1);
    expect(await paidOrders(coupon.id)).toBe(1);
    expect(await usedCount(creator.token, coupon.id)).toBe(1);
    const orderIds = intents.map((i) => i.order_id);
    expect(await countRows(t, ledgerTransactions, inArray(ledgerTransactions.orderId, orderIds))).toBe(1);

    // A refused fan can buy at the price they were told, without the coupon.
    const loser = fans[answers.findIndex((r) => r.status !== 200)]!;
    const again = await startPurchase(t, loser.token, item.id);
    expect(again.total).toEqual({ amount: 1000, currency: 'USD' });
  });

  it('one fan paying for five items at once with a once-per-fan coupon: one discounted', async () => {
    const creator = await person(t, 'creator');
    const fan = await person(t);
    const items = await Promise.all(
      Array.from({ length: 5 }, () => createContent(t.deps, creator.id, { price: 2000 })),
    );
    const coupon = await couponFor(creator.id, { usageLimit: null, perFanLimit: 1 });
    const intents: PaymentIntent[] = [];
    for (const item of items) {
      const intent = await startPurchase(t, fan.token, item.id, coupon.code);
      await approve(intent);
      intents.push(intent);
    }
    const answers = await Promise.all(intents.map((i) => capture(t, fan.token, i.payment_intent_id)));

    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'coupon')).toEqual([
        M.alreadyUsedAtPayment.replace('{price}', '20.00 USD'),
      ]);
    }
    expect((await Promise.all(intents.map(charged))).filter(Boolean)).toHaveLength(1);
    expect(await paidOrders(coupon.id)).toBe(1);
    expect(await usedCount(creator.token, coupon.id)).toBe(1);
  });

  it('a capture refused for its coupon frees nothing it did not hold; a capture not yet approved holds no use', async () => {
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 1000 });
    const coupon = await couponFor(creator.id, { usageLimit: 1, perFanLimit: null });
    const [early, late] = [await person(t), await person(t)];
    const first = await startPurchase(t, early.token, item.id, coupon.code);
    // Captured before approval: refused, and the use is not kept for this order.
    expect((await capture(t, early.token, first.payment_intent_id)).status).toBe(422);
    const second = await startPurchase(t, late.token, item.id, coupon.code);
    await approve(second);
    expect((await capture(t, late.token, second.payment_intent_id)).status).toBe(200);
    await approve(first);
    const refused = await capture(t, early.token, first.payment_intent_id);
    expect(refused.status).toBe(422);
    expect(await charged(first)).toBe(false);
    expect(await paidOrders(coupon.id)).toBe(1);
    expect(await usedCount(creator.token, coupon.id)).toBe(1);
  });
});
