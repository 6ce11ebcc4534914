import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import {
  CommerceMessages as M,
  type CurrencyRate,
  type PendingSubscription,
  type SubscriptionView,
} from '@shared/schemas/commerce';
import { CouponMessages } from '@shared/schemas/coupons';
import { tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { couponRedemptions, coupons, ledgerTransactions, orders } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { addToCommunity, createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { reconcilePayments } from './reconcile-payments';
import { renewTestSubscriptions } from './renew-test-subscriptions';
import { answerCheckout, buy, join, startPurchase } from './testing';

let t: TestApp;
let now = Date.now();
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

/** The test clock jumps by months, past any access token's life: each check signs in afresh. */
const fresh = (userId: number) => tokenFor(t.deps, userId, 'api');
const canWatch = async (userId: number, id: number) =>
  (await body<{ data: { is_bought: boolean } }>(await call(t, 'GET', `/api/content/${id}`, await fresh(userId)))).data
    .is_bought;

describe('communities with the test provider', () => {
  it('joining unlocks the community and its content; renewals are billed monthly; leaving keeps access to the period end', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const community = await createContent(t.deps, creator.id, { price: 300, type: ContentType.subscription });
    const lesson = await createContent(t.deps, creator.id, { price: 900 });
    await addToCommunity(t.deps, community.id, [lesson.id]);
    expect(await canWatch(fan.id, lesson.id)).toBe(false);
    const { pending, result } = await join(t, fan.token, community.id);
    expect(result).toMatchObject({ kind: 'subscription', status: 'active', is_bought: true });
    expect(await canWatch(fan.id, community.id)).toBe(true);
    expect(await canWatch(fan.id, lesson.id)).toBe(true);
    const booked = () =>
      countRows(t, ledgerTransactions, eq(ledgerTransactions.subscriptionId, pending.subscription_id));
    expect(await booked()).toBe(1);

    const again = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, {
      content_id: community.id,
    });
    expect(fieldErrors(await body<ErrorBody>(again), 'content_id')).toEqual([M.alreadySubscribed]);

    now += 31 * DAY;
    expect(await renewTestSubscriptions(t.deps)).toBe(1);
    expect(await renewTestSubscriptions(t.deps)).toBe(0);
    expect(await booked()).toBe(2);
    expect(await canWatch(fan.id, lesson.id)).toBe(true);

    const left = await call(t, 'PUT', '/api/paypal/leave-subscription', await fresh(fan.id), {
      content_id: community.id,
    });
    expect(left.status).toBe(200);
    const view = (await body<{ data: SubscriptionView }>(left)).data;
    expect(view.status).toBe('leaving');
    expect(await canWatch(fan.id, lesson.id)).toBe(true);
    now = new Date(view.current_period_end!).getTime() + 1000;
    expect(await renewTestSubscriptions(t.deps)).toBe(0);
    expect(await canWatch(fan.id, lesson.id)).toBe(false);
    expect(await booked()).toBe(2);
  });

  it('cancel ends access at once; a failing renewal makes the membership past due and access lapses', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const community = await createContent(t.deps, creator.id, { price: 300, type: ContentType.subscription });
    await join(t, fan.token, community.id);
    const cancelled = await call(t, 'PUT', '/api/paypal/cancel-subscription', fan.token, { content_id: community.id });
    expect((await body<{ data: SubscriptionView }>(cancelled)).data.status).toBe('cancelled');
    expect(await canWatch(fan.id, community.id)).toBe(false);
    const twice = await call(t, 'PUT', '/api/paypal/cancel-subscription', fan.token, { content_id: community.id });
    expect(fieldErrors(await body<ErrorBody>(twice), 'content_id')).toEqual([M.notSubscribed]);

    const other = await person(t);
    const { pending } = await join(t, other.token, community.id, 'approve-fail-renewals');
    now += 31 * DAY;
    await renewTestSubscriptions(t.deps);
    const list = (
      await body<{ data: SubscriptionView[] }>(await call(t, 'GET', '/api/subscriptions', await fresh(other.id)))
    ).data;
    expect(list).toEqual([
      expect.objectContaining({ id: pending.subscription_id, status: 'past_due', content_id: community.id }),
    ]);
    now += 2 * DAY;
    expect(await canWatch(other.id, community.id)).toBe(false);
  });

  it('refuses a non-community, a free community and a stranger leaving', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 300 });
    const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, { content_id: item.id });
    expect(fieldErrors(await body<ErrorBody>(res), 'content_id')).toEqual([M.notCommunity]);
    const free = await createContent(t.deps, creator.id, { price: 0, type: ContentType.subscription });
    const res2 = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, { content_id: free.id });
    expect(fieldErrors(await body<ErrorBody>(res2), 'content_id')).toEqual([M.freeContent]);
    const leave = await call(t, 'PUT', '/api/paypal/leave-subscription', fan.token, { content_id: free.id });
    expect(leave.status).toBe(422);
  });
});

describe('a membership approved but never returned to', () => {
  it('is activated by the reconcile job', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const community = await createContent(t.deps, creator.id, { price: 300, type: ContentType.subscription });
    const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, {
      content_id: community.id,
    });
    const pending = (await body<{ data: PendingSubscription }>(res)).data;
    await answerCheckout(t, pending.payment_intent_id, 'approve');
    expect(await canWatch(fan.id, community.id)).toBe(false);
    now += 5 * 60_000;
    await reconcilePayments(t.deps);
    expect(await canWatch(fan.id, community.id)).toBe(true);
  });
});

describe('coupons at checkout and currency rates', () => {
  it('charges the discounted total, records the redemption, and refuses an expired code with its reason', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 2000 });
    await t.deps.db.insert(coupons).values({
      code: 'HALF50',
      discountType: 'percent',
      value: 50,
      scope: 'item',
      contentId: item.id,
      createdBy: creator.id,
    });
    await t.deps.db.insert(coupons).values({
      code: 'OLD10',
      discountType: 'percent',
      value: 10,
      scope: 'all',
      createdBy: creator.id,
      endsAt: new Date(now - DAY),
    });
    const expired = await call(t, 'POST', '/api/paypal/create-pi', fan.token, {
      content_id: item.id,
      coupon_code: 'OLD10',
    });
    expect(expired.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(expired), 'code')).toEqual([CouponMessages.expired]);
    const pi = await startPurchase(t, fan.token, item.id, 'HALF50');
    expect(pi).toMatchObject({ list_price: { amount: 2000 }, discount: { amount: 1000 }, total: { amount: 1000 } });
    const other = await person(t);
    const result = await buy(t, other.token, item.id, 'HALF50');
    expect(result.total).toEqual({ amount: 1000, currency: 'USD' });
    const [order] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, other.id)));
    expect(await countRows(t, couponRedemptions, eq(couponRedemptions.orderId, order!.id))).toBe(1);
  });

  it('lists the display rates to anyone', async () => {
    const res = await call(t, 'GET', '/api/currency-rates');
    expect(res.status).toBe(200);
    const rates = (await body<{ data: CurrencyRate[] }>(res)).data;
    expect(rates.map((r) => r.currency)).toEqual(['EUR', 'JPY', 'USD']);
    expect(rates.find((r) => r.currency === 'USD')!.per_usd).toBe(1);
  });
});
