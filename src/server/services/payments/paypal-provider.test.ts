import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalStandIn, type PayPalStandIn } from '@tests/support/paypal-stand-in';
import { ProviderUnavailableError, RefundRefusedError } from './payment-provider';
import { PayPalProvider } from './paypal-provider';

let paypal: PayPalStandIn;
let client: PayPalProvider;
beforeAll(async () => {
  paypal = await startPayPalStandIn();
  client = new PayPalProvider({
    baseUrl: paypal.url,
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    webhookId: paypal.webhookId,
  });
});
afterAll(() => paypal.close());
afterEach(() => expect(paypal.writesWithoutRequestId, 'writes sent without PayPal-Request-Id').toEqual([]));

const order = (requestId: string, value = 1234) =>
  client.createOrder({
    amount: { amount: value, currency: 'USD' },
    description: 'A class',
    referenceId: requestId,
    returnUrl: 'http://localhost/en/purchase',
    cancelUrl: 'http://localhost/en/purchase?cancelled=1',
    requestId,
  });

describe('the PayPal client against the stand-in', () => {
  it('sends amounts as PayPal decimals and a replayed request id answers the first order', async () => {
    const first = await order('req-1');
    const again = await order('req-1');
    expect(again.id).toBe(first.id);
    expect(paypal.orders.get(first.id)!.amount).toEqual({ currency_code: 'USD', value: '12.34' });
    expect(paypal.orders.size).toBe(1);
  });

  it('captures once: a second capture reads ORDER_ALREADY_CAPTURED as the completed order', async () => {
    const { id } = await order('req-2');
    await expect(client.captureOrder(id, 'cap-a')).rejects.toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
    paypal.approve(id);
    const done = await client.captureOrder(id, 'cap-b');
    expect(done).toMatchObject({ status: 'completed', amount: { amount: 1234, currency: 'USD' } });
    const twice = await client.captureOrder(id, 'cap-c');
    expect(twice).toMatchObject({ status: 'completed', captureId: done.captureId });
  });

  it('refunds in parts; reads REFUND_AMOUNT_EXCEEDED and CAPTURE_FULLY_REFUNDED as refund refusals', async () => {
    const { id } = await order('req-3', 1000);
    paypal.approve(id);
    const { captureId } = await client.captureOrder(id, 'cap-3');
    expect((await client.refundCapture(captureId!, { amount: 600, currency: 'USD' }, 'rf-1')).status).toBe('completed');
    const error = await client
      .refundCapture(captureId!, { amount: 401, currency: 'USD' }, 'rf-2')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefundRefusedError);
    expect(error).toMatchObject({ reason: 'amount_exceeded', issue: 'REFUND_AMOUNT_EXCEEDED' });
    expect((await client.refundCapture(captureId!, { amount: 400, currency: 'USD' }, 'rf-3')).status).toBe('completed');
    await expect(client.refundCapture(captureId!, { amount: 1, currency: 'USD' }, 'rf-4')).rejects.toMatchObject({
      reason: 'already_refunded',
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
  });

  it('maps an instrument decline to a declined order, not an error', async () => {
    const { id } = await order('req-4');
    paypal.approve(id);
    paypal.declineAtCapture(id);
    expect(await client.captureOrder(id, 'cap-4')).toMatchObject({ status: 'declined', captureId: null });
  });

  it('a wrong client secret is an outage to retry later, never a refusal the buyer could fix', async () => {
    const wrong = new PayPalProvider({
      baseUrl: paypal.url,
      clientId: paypal.clientId,
      clientSecret: 'nope',
      webhookId: paypal.webhookId,
    });
    await expect(wrong.getOrder('X')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('verifies webhooks with PayPal and rejects a changed body', async () => {
    const delivery = paypal.deliver('PAYMENT.CAPTURE.COMPLETED', { id: 'C1' });
    expect(await client.verifyWebhook(new Headers(delivery.headers), delivery.body)).toBe(true);
    expect(await client.verifyWebhook(new Headers(delivery.headers), delivery.body.replace('C1', 'C2'))).toBe(false);
    expect(await client.verifyWebhook(new Headers(delivery.headers), 'not json')).toBe(false);
  });

  it('creates a monthly plan and a subscription, and pays a creator once per sender batch id', async () => {
    const planId = await client.createPlan({
      communityId: 7,
      title: 'Crew',
      price: { amount: 500, currency: 'EUR' },
      requestId: 'plan-7',
    });
    const sub = await client.createSubscription({
      planId,
      referenceId: 's1',
      returnUrl: 'http://x/r',
      cancelUrl: 'http://x/c',
      requestId: 'sub-1',
    });
    expect(sub.approveUrl).toContain('ba_token');
    expect((await client.getSubscription(sub.id)).status).toBe('approval_pending');
    paypal.approve(sub.id);
    expect(await client.getSubscription(sub.id)).toMatchObject({
      status: 'active',
      lastPayment: { id: null, amount: { amount: 500, currency: 'EUR' } },
    });
    await client.cancelSubscription(sub.id, 'left', 'end-1');
    expect(paypal.subscriptions.get(sub.id)!.status).toBe('CANCELLED');
    const payout = {
      receiver: 'PAYER1',
      amount: { amount: 100, currency: 'USD' as const },
      senderBatchId: 'payout-1',
      note: 'x',
    };
    const first = await client.createPayout(payout);
    expect((await client.createPayout(payout)).batchId).toBe(first.batchId);
  });

  it('reads "Log in with PayPal" userinfo, and refuses a token PayPal does not know', async () => {
    expect(await client.userInfo(paypal.userToken('PAYER9', 'nine@example.com'))).toEqual({
      payerId: 'PAYER9',
      email: 'nine@example.com',
    });
    await expect(client.userInfo('A21AAnot-a-token')).rejects.toMatchObject({ issue: 'INVALID_TOKEN' });
  });

  it('takes a 429 or a 5xx as an outage to retry later, never as a refusal, and does not retry by itself', async () => {
    const { id } = await order('req-5');
    paypal.approve(id);
    const captures = () => paypal.calls.get('POST /v2/checkout/orders/:id/capture') ?? 0;
    const before = captures();
    paypal.failNext('POST /v2/checkout/orders/:id/capture', 429, 'RATE_LIMIT_REACHED');
    await expect(client.captureOrder(id, 'cap-5')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(captures()).toBe(before + 1);
    paypal.failNext('POST /v1/payments/payouts', 503, 'SERVICE_UNAVAILABLE');
    await expect(
      client.createPayout({ receiver: 'P', amount: { amount: 1, currency: 'JPY' }, senderBatchId: 'b-5', note: 'x' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await client.captureOrder(id, 'cap-5')).toMatchObject({ status: 'completed' });
  });

  it("refunds a subscription's sale through Payments v1, in parts, and refuses more than the sale", async () => {
    const planId = await client.createPlan({
      communityId: 8,
      title: 'Crew',
      price: { amount: 900, currency: 'JPY' },
      requestId: 'plan-8',
    });
    const sub = await client.createSubscription({
      planId,
      referenceId: 's8',
      returnUrl: 'http://x/r',
      cancelUrl: 'http://x/c',
      requestId: 'sub-8',
    });
    paypal.approve(sub.id);
    const sale = paypal.sale(sub.id) as { id: string };
    expect(await client.refundSale(sale.id, { amount: 400, currency: 'JPY' }, 'rs-1')).toMatchObject({
      status: 'completed',
    });
    // More than is left: PayPal's catch-all TRANSACTION_REFUSED; the sale's state (partly refunded) says why.
    await expect(client.refundSale(sale.id, { amount: 501, currency: 'JPY' }, 'rs-2')).rejects.toMatchObject({
      reason: 'amount_exceeded',
      issue: 'TRANSACTION_REFUSED',
    });
    await expect(client.refundSale(sale.id, { amount: 901, currency: 'JPY' }, 'rs-2b')).rejects.toMatchObject({
      reason: 'amount_exceeded',
      issue: 'REFUND_EXCEEDED_TRANSACTION_AMOUNT',
    });
    expect(await client.refundSale(sale.id, { amount: 500, currency: 'JPY' }, 'rs-3')).toMatchObject({
      status: 'completed',
    });
    await expect(client.refundSale(sale.id, { amount: 1, currency: 'JPY' }, 'rs-4')).rejects.toMatchObject({
      reason: 'already_refunded',
      issue: 'TRANSACTION_ALREADY_REFUNDED',
    });
  });
});
