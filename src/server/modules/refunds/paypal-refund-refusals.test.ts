import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import { CommerceMessages as M, type PaymentIntent, type PendingSubscription } from '@shared/schemas/commerce';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { paypalEnv, startPayPalStandIn, type PayPalStandIn } from '@tests/support/paypal-stand-in';
import {
  auditLog,
  entitlements,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  orders,
  subscriptions,
} from '../../db/schema';
import { body, fieldErrors, snapshot, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { capture } from '../payments/testing';

/**
 * PayPal's records can disagree with our ledger when the merchant refunds on PayPal's own site. The admin refund
 * then meets PayPal's documented refusals — Payments v2 CAPTURE_FULLY_REFUNDED / REFUND_AMOUNT_EXCEEDED for a
 * purchase, Payments v1 TRANSACTION_ALREADY_REFUNDED / TRANSACTION_REFUSED for a community's monthly sale — and
 * must answer 422 with a message saying so, writing nothing: no ledger row, no access change, no notification,
 * no audit row.
 */
let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp({
    env: paypalEnv(paypal),
  });
  admin = await tokenFor(t.deps, (await createUser(t.deps, { kind: 'admin' })).id, 'backend');
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const written = () => snapshot(t, { ledgerTransactions, ledgerEntries, auditLog, notifications });
const refund = (paymentId: number, json: unknown) =>
  call(t, 'POST', `/admin-api/transactions/${paymentId}/refund`, admin, json);

/** Asserts a 422 on `amount` with this message. */
async function refused(res: Response, message: string) {
  expect(res.status, await res.clone().text()).toBe(422);
  expect(fieldErrors(await body<ErrorBody>(res), 'amount')).toEqual([message]);
}

async function access(fanId: number, contentId: number) {
  const [row] = await t.deps.db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, fanId), eq(entitlements.contentId, contentId)));
  return row!;
}

describe('refunds PayPal refuses because it refunded on its own site', () => {
  it('a purchase: REFUND_TIME_LIMIT_EXCEEDED; REFUND_AMOUNT_EXCEEDED after a partial refund there; CAPTURE_FULLY_REFUNDED', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 2000 });
    const res = await call(t, 'POST', '/api/paypal/create-pi', fan.token, { content_id: item.id });
    const pi = (await body<{ data: PaymentIntent }>(res)).data;
    paypal.approve(pi.payment_intent_id);
    expect((await capture(t, fan.token, pi.payment_intent_id)).status).toBe(200);
    const [payment] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, pi.order_id));
    const before = await written();

    // PayPal will not refund this capture at all (past its time limit).
    paypal.failNext('POST /v2/payments/captures/:id/refund', 422, 'UNPROCESSABLE_ENTITY', 'REFUND_TIME_LIMIT_EXCEEDED');
    await refused(await refund(payment!.id, {}), M.refundProviderRefused);
    paypal.refundOnPayPal(payment!.providerRef!, '15.00');
    await refused(await refund(payment!.id, {}), M.refundProviderExceeded);
    paypal.refundOnPayPal(payment!.providerRef!);
    await refused(await refund(payment!.id, { amount: 100 }), M.refundProviderAlreadyRefunded);

    expect(await written()).toEqual(before);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, pi.order_id));
    expect(order!.status).toBe('paid');
    expect((await access(fan.id, item.id)).revokedAt).toBeNull();
  });

  it("a community's monthly sale: TRANSACTION_REFUSED on a partly refunded sale, then TRANSACTION_ALREADY_REFUNDED", async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const community = await createContent(t.deps, creator.id, { price: 900, type: ContentType.subscription });
    const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, {
      content_id: community.id,
    });
    const pending = (await body<{ data: PendingSubscription }>(res)).data;
    paypal.approve(pending.payment_intent_id);
    expect((await capture(t, fan.token, pending.payment_intent_id)).status).toBe(200);
    const sale = paypal.sale(pending.payment_intent_id);
    const delivery = paypal.deliver('PAYMENT.SALE.COMPLETED', sale);
    const hook = await t.app.request('/api/paypal/webhook', {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
    expect(hook.status).toBe(200);
    const [payment] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.providerRef, sale.id as string));
    const before = await written();

    paypal.refundOnPayPal(sale.id as string, '4.00');
    await refused(await refund(payment!.id, {}), M.refundProviderExceeded);
    // TRANSACTION_REFUSED names no reason: the client read the sale's state to tell which.
    expect(paypal.calls.get('GET /v1/payments/sale/:id')).toBe(1);
    paypal.refundOnPayPal(sale.id as string);
    await refused(await refund(payment!.id, { amount: 100 }), M.refundProviderAlreadyRefunded);

    expect(await written()).toEqual(before);
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, pending.subscription_id));
    expect(sub!.status).toBe('active');
    expect(paypal.subscriptions.get(pending.payment_intent_id)!.status).toBe('ACTIVE');
    expect((await access(fan.id, community.id)).revokedAt).toBeNull();
  });
});
