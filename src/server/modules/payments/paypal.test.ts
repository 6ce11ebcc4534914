import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentType } from '@shared/codes';
import {
  CommerceMessages as M,
  type CaptureResult,
  type PaymentIntent,
  type PayoutView,
  type PendingSubscription,
  type TransactionView,
  type Wallet,
} from '@shared/schemas/commerce';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { paypalEnv, startPayPalStandIn, type PayPalStandIn } from '@tests/support/paypal-stand-in';
import { entitlements, ledgerTransactions, orders, paypalAccounts, payouts, subscriptions } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { writeCommerceSettings } from '../ledger';
import { paymentProvider } from '../../services/payments';
import { resendPayoutsJob } from '../wallet/settle-payout';
import { capture } from './testing';

let t: TestApp;
let paypal: PayPalStandIn;
/** Minutes added to the clock, for the jobs that wait before they look. */
let offset = 0;
beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp({
    clock: { now: () => Date.now() + offset },
    env: paypalEnv(paypal),
  });
  await t.deps.db.transaction((tx) =>
    writeCommerceSettings(tx, { platform_fee_bps: 1000, holding_days: 0 }, new Date()),
  );
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});
// Every write we send PayPal carries PayPal-Request-Id, so a retried request never acts twice.
afterEach(() => expect(paypal.writesWithoutRequestId).toEqual([]));

const webhook = (delivery: { headers: Record<string, string>; body: string }) =>
  t.app.request('/api/paypal/webhook', { method: 'POST', headers: delivery.headers, body: delivery.body });
const ledgerOf = (orderId: number) => countRows(t, ledgerTransactions, eq(ledgerTransactions.orderId, orderId));

async function intent(token: string, contentId: number) {
  const res = await call(t, 'POST', '/api/paypal/create-pi', token, { content_id: contentId });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body<{ data: PaymentIntent }>(res)).data;
}

describe('PayPal purchases (against the stand-in)', () => {
  it('creates an order at PayPal, captures it once after approval, and caches the OAuth token', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 100000, currency: 'JPY' });
    const pi = await intent(fan.token, item.id);
    expect(pi.provider).toBe('paypal');
    expect(pi.approve_url).toContain('checkoutnow?token=');
    expect(paypal.orders.get(pi.payment_intent_id)!.amount).toEqual({ currency_code: 'JPY', value: '100000' });
    expect((await capture(t, fan.token, pi.payment_intent_id)).status).toBe(422);
    paypal.approve(pi.payment_intent_id);
    const results = await Promise.all([1, 2, 3].map(() => capture(t, fan.token, pi.payment_intent_id)));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect((await body<{ data: CaptureResult }>(res)).data).toMatchObject({ status: 'paid', is_bought: true });
    }
    expect(await ledgerOf(pi.order_id)).toBe(1);
    expect(paypal.tokenRequests()).toBe(1);
  });

  it('gets a new token once after a 401 and carries on', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 250 });
    const before = paypal.tokenRequests();
    paypal.expireTokens();
    await intent(fan.token, item.id);
    expect(paypal.tokenRequests()).toBe(before + 1);
  });

  it('a declined instrument unlocks nothing', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 999 });
    const pi = await intent(fan.token, item.id);
    paypal.approve(pi.payment_intent_id);
    paypal.declineAtCapture(pi.payment_intent_id);
    const res = await capture(t, fan.token, pi.payment_intent_id);
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'payment_intent_id')).toEqual([M.paymentDeclined]);
    expect(await countRows(t, entitlements, eq(entitlements.userId, fan.id))).toBe(0);
    expect(await ledgerOf(pi.order_id)).toBe(0);
  });

  it('a capture lost before our commit is repaired by the webhook; ten replays book it once; a forged one is 400', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 1999, currency: 'EUR' });
    const pi = await intent(fan.token, item.id);
    paypal.approve(pi.payment_intent_id);
    const captured = await paymentProvider(t.deps).captureOrder(pi.payment_intent_id, 'lost-answer');
    const resource = {
      id: captured.captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '19.99' },
      supplementary_data: { related_ids: { order_id: pi.payment_intent_id } },
    };
    const forged = paypal.deliver('PAYMENT.CAPTURE.COMPLETED', resource);
    const tampered = { ...forged, body: forged.body.replace('19.99', '0.01') };
    expect((await webhook(tampered)).status).toBe(400);
    expect(await ledgerOf(pi.order_id)).toBe(0);
    const delivery = paypal.deliver('PAYMENT.CAPTURE.COMPLETED', resource);
    for (let i = 0; i < 10; i += 1) expect((await webhook(delivery)).status).toBe(200);
    // The same event delivered again under a new id (PayPal retries can do that) changes nothing either.
    expect((await webhook(paypal.deliver('PAYMENT.CAPTURE.COMPLETED', resource))).status).toBe(200);
    expect(await ledgerOf(pi.order_id)).toBe(1);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, pi.order_id));
    expect(order).toMatchObject({ status: 'paid', providerCaptureId: captured.captureId });
  });
});

describe('PayPal communities', () => {
  it('joins, books each sale from its webhook, marks a failed payment past due, and leaving cancels at PayPal', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const community = await createContent(t.deps, creator.id, { price: 500, type: ContentType.subscription });
    const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, {
      content_id: community.id,
    });
    expect(res.status).toBe(201);
    const pending = (await body<{ data: PendingSubscription }>(res)).data;
    expect(pending.payment_intent_id).toMatch(/^I-/);
    paypal.approve(pending.payment_intent_id);
    const activated = await capture(t, fan.token, pending.payment_intent_id);
    expect((await body<{ data: CaptureResult }>(activated)).data).toMatchObject({
      kind: 'subscription',
      status: 'active',
      is_bought: true,
    });
    const sale = (id: string) =>
      paypal.deliver('PAYMENT.SALE.COMPLETED', {
        id,
        state: 'completed',
        amount: { total: '5.00', currency: 'USD' },
        billing_agreement_id: pending.payment_intent_id,
        create_time: new Date().toISOString(),
      });
    expect((await webhook(sale('SALE-1'))).status).toBe(200);
    expect((await webhook(sale('SALE-1'))).status).toBe(200);
    const booked = () =>
      countRows(t, ledgerTransactions, eq(ledgerTransactions.subscriptionId, pending.subscription_id));
    expect(await booked()).toBe(1);
    await webhook(
      paypal.deliver('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: pending.payment_intent_id, status: 'ACTIVE' }),
    );
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, pending.subscription_id));
    expect(sub!.status).toBe('past_due');
    expect((await webhook(sale('SALE-2'))).status).toBe(200);
    expect(await booked()).toBe(2);
    const leave = await call(t, 'PUT', '/api/paypal/leave-subscription', fan.token, { content_id: community.id });
    expect(leave.status).toBe(200);
    expect(paypal.subscriptions.get(pending.payment_intent_id)!.status).toBe('CANCELLED');
    const [access] = await t.deps.db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, fan.id), eq(entitlements.contentId, community.id)));
    expect(access!.revokedAt).toBeNull();
    expect(access!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('PayPal communities ended on PayPal first', () => {
  it('lets the member leave when PayPal already cancelled (SUBSCRIPTION_STATUS_INVALID) and its webhook is late', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const community = await createContent(t.deps, creator.id, { price: 700, type: ContentType.subscription });
    const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, {
      content_id: community.id,
    });
    const pending = (await body<{ data: PendingSubscription }>(res)).data;
    paypal.approve(pending.payment_intent_id);
    expect((await capture(t, fan.token, pending.payment_intent_id)).status).toBe(200);
    // The fan cancelled in their PayPal account; the BILLING.SUBSCRIPTION.CANCELLED event has not arrived yet.
    paypal.subscriptions.get(pending.payment_intent_id)!.status = 'CANCELLED';
    const leave = await call(t, 'PUT', '/api/paypal/leave-subscription', fan.token, { content_id: community.id });
    expect(leave.status, await leave.clone().text()).toBe(200);
    expect((await body<{ data: { status: string } }>(leave)).data.status).toBe('leaving');
    const late = paypal.deliver('BILLING.SUBSCRIPTION.CANCELLED', {
      id: pending.payment_intent_id,
      status: 'CANCELLED',
    });
    expect((await webhook(late)).status).toBe(200);
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, pending.subscription_id));
    expect(sub!.status).toBe('leaving');
  });
});

describe('Log in with PayPal', () => {
  it('offers the login URL for the page language, links from the returned code once, and refuses a bad code', async () => {
    const creator = await person(t, 'creator');
    const res = await t.request('/api/wallet', { token: creator.token, headers: { applocale: 'ja' } });
    const login = new URL((await body<{ data: Wallet }>(res)).data.paypal.login_url!);
    expect(login.origin + login.pathname).toBe(`${paypal.url}/connect/`);
    expect(Object.fromEntries(login.searchParams)).toMatchObject({
      client_id: paypal.clientId,
      response_type: 'code',
      redirect_uri: `${t.deps.config.publicUrl}/ja/creator/finance/paypal`,
    });
    expect(login.searchParams.get('scope')).toContain('https://uri.paypal.com/services/paypalattributes');

    const code = paypal.loginCode('PAYERCODE1', 'code@example.com');
    const link = (json: unknown, token = creator.token) => call(t, 'POST', '/api/paypal/auth/link-code', token, json);
    const linked = await link({ code });
    expect(linked.status).toBe(200);
    expect((await body<{ data: Wallet['paypal'] }>(linked)).data).toMatchObject({
      linked: true,
      email: 'code@example.com',
    });
    const [row] = await t.deps.db.select().from(paypalAccounts).where(eq(paypalAccounts.userId, creator.id));
    expect(row!.payerId).toBe('PAYERCODE1');
    // A code is good once; an empty one is refused on the field; fans cannot link.
    expect(fieldErrors(await body<ErrorBody>(await link({ code })), 'code')).toEqual([M.payPalLinkFailed]);
    expect(fieldErrors(await body<ErrorBody>(await link({ code: '' })), 'code')).toEqual([M.codeRequired]);
    const fan = await person(t);
    expect((await link({ code: paypal.loginCode('P', 'p@example.com') }, fan.token)).status).toBe(403);
  });
});

describe('PayPal refunds, linking and payouts', () => {
  it("refunds a community's monthly payment as a PayPal sale; the full refund ends the membership and its billing", async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const admin = await createUser(t.deps, { kind: 'admin' });
    const adminToken = await tokenFor(t.deps, admin.id, 'backend');
    const community = await createContent(t.deps, creator.id, { price: 1200, type: ContentType.subscription });
    const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, {
      content_id: community.id,
    });
    const pending = (await body<{ data: PendingSubscription }>(res)).data;
    paypal.approve(pending.payment_intent_id);
    await capture(t, fan.token, pending.payment_intent_id);
    const sale = paypal.sale(pending.payment_intent_id);
    expect((await webhook(paypal.deliver('PAYMENT.SALE.COMPLETED', sale))).status).toBe(200);
    const [payment] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.providerRef, sale.id as string));
    expect(payment).toMatchObject({ kind: 'subscription_payment', grossAmount: 1200 });
    const refund = (json: unknown) =>
      call(t, 'POST', `/admin-api/transactions/${payment!.id}/refund`, adminToken, json);
    const before = paypal.calls.get('POST /v1/payments/sale/:id/refund') ?? 0;
    expect((await refund({ amount: 200 })).status).toBe(200);
    expect((await refund({})).status).toBe(200);
    expect(paypal.calls.get('POST /v1/payments/sale/:id/refund')).toBe(before + 2);
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, pending.subscription_id));
    expect(sub!.status).toBe('cancelled');
    expect(paypal.subscriptions.get(pending.payment_intent_id)!.status).toBe('CANCELLED');
    const [access] = await t.deps.db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, fan.id), eq(entitlements.contentId, community.id)));
    expect(access!.revokedAt).not.toBeNull();
  });

  it('a refund PayPal cannot make now is a 503 that writes nothing and keeps access', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const admin = await createUser(t.deps, { kind: 'admin' });
    const adminToken = await tokenFor(t.deps, admin.id, 'backend');
    const item = await createContent(t.deps, creator.id, { price: 900 });
    const pi = await intent(fan.token, item.id);
    paypal.approve(pi.payment_intent_id);
    await capture(t, fan.token, pi.payment_intent_id);
    const [payment] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, pi.order_id));
    paypal.failNext('POST /v2/payments/captures/:id/refund', 503, 'SERVICE_UNAVAILABLE');
    const res = await call(t, 'POST', `/admin-api/transactions/${payment!.id}/refund`, adminToken, {});
    expect(res.status).toBe(503);
    expect(await countRows(t, ledgerTransactions, eq(ledgerTransactions.refundOf, payment!.id))).toBe(0);
    const [access] = await t.deps.db.select().from(entitlements).where(eq(entitlements.userId, fan.id));
    expect(access!.revokedAt).toBeNull();
  });

  it('refunds in part, refuses more than the remainder, then a full refund revokes access', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const admin = await createUser(t.deps, { kind: 'admin' });
    const adminToken = await tokenFor(t.deps, admin.id, 'backend');
    const item = await createContent(t.deps, creator.id, { price: 2000 });
    const pi = await intent(fan.token, item.id);
    paypal.approve(pi.payment_intent_id);
    await capture(t, fan.token, pi.payment_intent_id);
    const [payment] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, pi.order_id));
    const refund = (json: unknown) =>
      call(t, 'POST', `/admin-api/transactions/${payment!.id}/refund`, adminToken, json);
    const part = await refund({ amount: 500 });
    expect(part.status).toBe(200);
    expect((await body<{ data: TransactionView }>(part)).data.refundable).toEqual({ amount: 1500, currency: 'USD' });
    const over = await refund({ amount: 1501 });
    expect(over.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(over), 'amount')).toEqual([M.refundOverRemainder]);
    expect((await refund({})).status).toBe(200);
    const [access] = await t.deps.db.select().from(entitlements).where(eq(entitlements.userId, fan.id));
    expect(access!.revokedAt).not.toBeNull();
    // The same full refund again seconds later is a repeat (a double click) and answers as the first did; any
    // other refund finds nothing left.
    expect((await refund({})).status).toBe(200);
    const more = await refund({ amount: 100 });
    expect(fieldErrors(await body<ErrorBody>(more), 'amount')).toEqual([M.refundNothingLeft]);
    const [refunds] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.refundOf, payment!.id));
    expect(refunds!.n).toBe(2);
  });

  it('links PayPal with a Log in with PayPal token, withdraws once per request id and settles from the payout webhook', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 10000 });
    const pi = await intent(fan.token, item.id);
    paypal.approve(pi.payment_intent_id);
    await capture(t, fan.token, pi.payment_intent_id);
    const withdraw = (json: unknown) => call(t, 'POST', '/api/wallet/withdraw', creator.token, json);
    const unlinked = await withdraw({ amount: 100, currency: 'USD', request_id: 'req-unlinked-1' });
    expect(fieldErrors(await body<ErrorBody>(unlinked), 'amount')).toEqual([M.payPalNotLinked]);
    const bad = await call(t, 'POST', '/api/paypal/auth/link', creator.token, {
      access_token: 'nope',
      token_type: 'Bearer',
    });
    expect(bad.status).toBe(422);
    const link = await call(t, 'POST', '/api/paypal/auth/link', creator.token, {
      access_token: paypal.userToken('PAYERX1', 'me@example.com'),
      token_type: 'Bearer',
    });
    expect((await body<{ data: Wallet['paypal'] }>(link)).data).toMatchObject({
      linked: true,
      email: 'me@example.com',
    });

    const over = await withdraw({ amount: 9001, currency: 'USD', request_id: 'req-over-0001' });
    expect(fieldErrors(await body<ErrorBody>(over), 'amount')).toEqual([M.overReady]);
    const first = await withdraw({ amount: 9000, currency: 'USD', request_id: 'req-all-00001' });
    expect(first.status).toBe(201);
    const again = await withdraw({ amount: 9000, currency: 'USD', request_id: 'req-all-00001' });
    expect(again.status).toBe(200);
    const payout = (await body<{ data: PayoutView }>(first)).data;
    expect((await body<{ data: PayoutView }>(again)).data.id).toBe(payout.id);
    expect(payout.status).toBe('pending');
    expect(paypal.calls.get('POST /v1/payments/payouts')).toBe(1);

    const wallet = async () =>
      (await body<{ data: Wallet }>(await call(t, 'GET', '/api/wallet', creator.token))).data.balances[0]!;
    expect(await wallet()).toMatchObject({ ready: 0, in_transit: 9000, paid_out: 0 });
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const done = paypal.deliver('PAYMENT.PAYOUTSBATCH.SUCCESS', {
      batch_header: { payout_batch_id: row!.providerBatchId, batch_status: 'SUCCESS' },
    });
    expect((await webhook(done)).status).toBe(200);
    expect((await webhook(done)).status).toBe(200);
    expect(await wallet()).toMatchObject({ ready: 0, in_transit: 0, paid_out: 9000 });
    expect(
      fieldErrors(
        await body<ErrorBody>(await withdraw({ amount: 1, currency: 'USD', request_id: 'req-empty-001' })),
        'amount',
      ),
    ).toEqual([M.overReady]);
  });

  it('a payout PayPal answers 429 is sent once, stays on its way, and the resend job pays it under the same batch id', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 3000, currency: 'EUR' });
    const pi = await intent(fan.token, item.id);
    paypal.approve(pi.payment_intent_id);
    await capture(t, fan.token, pi.payment_intent_id);
    await call(t, 'POST', '/api/paypal/auth/link', creator.token, {
      access_token: paypal.userToken('PAYER429', 'busy@example.com'),
      token_type: 'Bearer',
    });
    const sent = () => paypal.calls.get('POST /v1/payments/payouts') ?? 0;
    const before = sent();
    paypal.failNext('POST /v1/payments/payouts', 429, 'RATE_LIMIT_REACHED');
    // The refused send is logged for staff (kept out of the test output, and checked).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await call(t, 'POST', '/api/wallet/withdraw', creator.token, {
      amount: 2700,
      currency: 'EUR',
      request_id: 'req-throttled-1',
    });
    expect(res.status).toBe(201);
    const payout = (await body<{ data: PayoutView }>(res)).data;
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`"msg":"payout ${payout.id} not sent yet"`));
    logged.mockRestore();
    expect(payout.status).toBe('pending');
    expect(sent()).toBe(before + 1);
    const wallet = async () =>
      (await body<{ data: Wallet }>(await call(t, 'GET', '/api/wallet', creator.token))).data.balances.find(
        (b) => b.currency === 'EUR',
      );
    expect(await wallet()).toMatchObject({ ready: 0, in_transit: 2700 });
    // The person's own second try answers the same payout and sends nothing.
    const again = await call(t, 'POST', '/api/wallet/withdraw', creator.token, {
      amount: 2700,
      currency: 'EUR',
      request_id: 'req-throttled-1',
    });
    expect((await body<{ data: PayoutView }>(again)).data.id).toBe(payout.id);
    expect(sent()).toBe(before + 1);

    offset = 2 * 60_000;
    await resendPayoutsJob.run(t.deps, {});
    await resendPayoutsJob.run(t.deps, {});
    offset = 0;
    expect(sent()).toBe(before + 2);
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.providerBatchId).not.toBeNull();
    await webhook(
      paypal.deliver('PAYMENT.PAYOUTSBATCH.SUCCESS', {
        batch_header: { payout_batch_id: row!.providerBatchId, batch_status: 'SUCCESS' },
      }),
    );
    expect(await wallet()).toMatchObject({ ready: 0, in_transit: 0, paid_out: 2700 });
  });

  it('a payout whose Payouts answer never reached us is settled from the webhook by our own sender batch id', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 5000, currency: 'JPY' });
    const pi = await intent(fan.token, item.id);
    paypal.approve(pi.payment_intent_id);
    await capture(t, fan.token, pi.payment_intent_id);
    await call(t, 'POST', '/api/paypal/auth/link', creator.token, {
      access_token: paypal.userToken('PAYERLOST', 'lost@example.com'),
      token_type: 'Bearer',
    });
    paypal.failNext('POST /v1/payments/payouts', 503, 'INTERNAL_SERVICE_ERROR');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await call(t, 'POST', '/api/wallet/withdraw', creator.token, {
      amount: 4500,
      currency: 'JPY',
      request_id: 'req-lost-answer-1',
    });
    const payout = (await body<{ data: PayoutView }>(res)).data;
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`"msg":"payout ${payout.id} not sent yet"`));
    logged.mockRestore();
    const settled = async () => (await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id)))[0]!;
    // Someone else's (unknown) payout id, and a batch nobody holds, change nothing.
    for (const sender of ['payout-999999', 'not-ours']) {
      await webhook(
        paypal.deliver('PAYMENT.PAYOUTSBATCH.SUCCESS', {
          batch_header: { payout_batch_id: 'BUNKNOWN', sender_batch_header: { sender_batch_id: sender } },
        }),
      );
    }
    expect((await settled()).status).toBe('pending');
    await webhook(
      paypal.deliver('PAYMENT.PAYOUTSBATCH.SUCCESS', {
        batch_header: {
          payout_batch_id: 'BLOSTANSWER1',
          batch_status: 'SUCCESS',
          sender_batch_header: { sender_batch_id: `payout-${payout.id}` },
        },
      }),
    );
    expect(await settled()).toMatchObject({ status: 'paid', providerBatchId: 'BLOSTANSWER1' });
    const balances = (await body<{ data: Wallet }>(await call(t, 'GET', '/api/wallet', creator.token))).data.balances;
    expect(balances.find((b) => b.currency === 'JPY')).toMatchObject({ ready: 0, in_transit: 0, paid_out: 4500 });
  });
});
