import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceMessages as M, type TransactionView } from '@shared/schemas/commerce';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { paypalEnv, startPayPalStandIn, type PayPalStandIn } from '@tests/support/paypal-stand-in';
import { ledgerTransactions } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';
import { answerCheckout, capture, startPurchase } from '../payments/testing';
import { UNKEYED_REPEAT_WINDOW_MS } from './refund-requests';

/**
 * Refunds are idempotent and never add up to more than the payment, however many arrive at once: an
 * `Idempotency-Key` makes a double click or a retry refund once, and refunds of one payment are serialized.
 * Real concurrent requests; the PostgreSQL run (`api-pg`) is the one where they truly overlap.
 */
const modes = ['test', 'paypal'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(modes)('refunds under concurrency (%s payments)', (mode) => {
  let t: TestApp;
  let paypal: PayPalStandIn | undefined;
  let admin: string;
  /** Moves the server's clock on (the repeat window) without waiting. */
  let shift = 0;
  beforeAll(async () => {
    paypal = mode === 'paypal' ? await startPayPalStandIn() : undefined;
    const clock = { now: () => Date.now() + shift };
    t = await createTestApp(paypal ? { env: paypalEnv(paypal), clock } : { clock });
    admin = await tokenFor(t.deps, (await createUser(t.deps, { kind: 'admin' })).id, 'backend');
  });
  afterAll(async () => {
    await t.close();
    await paypal?.close();
  });

  async function payment(price: number) {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price });
    const intent = await startPurchase(t, fan.token, item.id);
    if (paypal) paypal.approve(intent.payment_intent_id);
    else await answerCheckout(t, intent.payment_intent_id, 'approve');
    expect((await capture(t, fan.token, intent.payment_intent_id)).status).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, intent.order_id));
    return row!;
  }

  const refund = (id: number, json: unknown, key?: string) =>
    t.request(`/admin-api/transactions/${id}/refund`, {
      method: 'POST',
      token: admin,
      json,
      ...(key && { headers: { 'Idempotency-Key': key } }),
    });

  /** What our ledger refunded on this payment, and (PayPal) what PayPal says it refunded. */
  async function refunded(paymentId: number, captureId: string | null) {
    const rows = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.refundOf, paymentId), eq(ledgerTransactions.kind, 'refund')));
    const ours = rows.reduce((sum, r) => sum + r.grossAmount, 0);
    if (paypal && captureId) {
      const order = [...paypal.orders.values()].find((o) => o.capture?.id === captureId);
      expect(order!.capture!.refunded).toBe(ours);
    }
    return { count: rows.length, amount: ours };
  }

  it('the same Idempotency-Key sent twice at once, 150 ms and 1 s apart refunds once and answers the first answer', async () => {
    for (const gap of [0, 150, 1000]) {
      const p = await payment(2000);
      const key = `double-click-${mode}-${gap}`;
      const first = refund(p.id, { amount: 500 }, key);
      if (gap) await sleep(gap);
      const answers = await Promise.all([first, refund(p.id, { amount: 500 }, key)]);
      for (const res of answers) expect([200, 409], await res.clone().text()).toContain(res.status);
      const done = answers.find((r) => r.status === 200)!;
      const view = (await body<{ data: TransactionView }>(done)).data;
      expect(view.refunded).toEqual({ amount: 500, currency: 'USD' });
      // A retry once it is done answers the first answer again, and still refunds nothing more.
      const retry = await refund(p.id, { amount: 500 }, key);
      expect(retry.status).toBe(200);
      expect((await body<{ data: TransactionView }>(retry)).data).toEqual(view);
      expect(await refunded(p.id, p.providerRef)).toEqual({ count: 1, amount: 500 });
    }
  });

  it('the same key with another amount or another payment is refused and refunds nothing', async () => {
    const p = await payment(1000);
    const other = await payment(1000);
    expect((await refund(p.id, { amount: 300 }, `reuse-${mode}`)).status).toBe(200);
    for (const res of [
      await refund(p.id, { amount: 400 }, `reuse-${mode}`),
      await refund(other.id, { amount: 300 }, `reuse-${mode}`),
    ]) {
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'Idempotency-Key')).toEqual([M.idempotencyKeyReused]);
    }
    const tooLong = await refund(p.id, { amount: 100 }, 'k'.repeat(256));
    expect(fieldErrors(await body<ErrorBody>(tooLong), 'Idempotency-Key')).toEqual([M.idempotencyKeyInvalid]);
    expect(await refunded(p.id, p.providerRef)).toEqual({ count: 1, amount: 300 });
    expect(await refunded(other.id, other.providerRef)).toEqual({ count: 0, amount: 0 });
  });

  it('the same refund sent twice without a key, at once, 150 ms and 1 s apart, refunds once', async () => {
    for (const gap of [0, 150, 1000]) {
      const p = await payment(2000);
      const first = refund(p.id, { amount: 500 });
      if (gap) await sleep(gap);
      const answers = await Promise.all([first, refund(p.id, { amount: 500 })]);
      // The repeat waits for the first (the payment row's lock): told it is under way, or given the same answer.
      for (const res of answers) expect([200, 409], await res.clone().text()).toContain(res.status);
      expect(await refunded(p.id, p.providerRef)).toEqual({ count: 1, amount: 500 });
    }
  });

  it('an equal refund asked again once the repeat window has passed is a second refund', async () => {
    const p = await payment(2000);
    expect((await refund(p.id, { amount: 500 })).status).toBe(200);
    shift += UNKEYED_REPEAT_WINDOW_MS + 1;
    expect((await refund(p.id, { amount: 500 })).status).toBe(200);
    expect(await refunded(p.id, p.providerRef)).toEqual({ count: 2, amount: 1000 });
  });

  it('two partial refunds at once without a key that together exceed the payment: one refund', async () => {
    const p = await payment(1000);
    const amounts = [600, 500];
    const answers = await Promise.all(amounts.map((amount) => refund(p.id, { amount })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect(fieldErrors(await body<ErrorBody>(refused), 'amount')).toEqual([M.refundOverRemainder]);
    // Whichever reached the payment first is the one booked.
    const granted = amounts[answers.findIndex((r) => r.status === 200)];
    expect(await refunded(p.id, p.providerRef)).toEqual({ count: 1, amount: granted });
  });

  it('five simultaneous refunds of 1,000 on a 1,000 payment: exactly one', async () => {
    const p = await payment(1000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(p.id, { amount: 1000 })));
    // One is booked; the others repeat it (under way, or its answer) or find nothing left.
    for (const res of answers) expect([200, 409, 422]).toContain(res.status);
    expect(await refunded(p.id, p.providerRef)).toEqual({ count: 1, amount: 1000 });
  });

  it('any mix of refunds at once never adds up to more than the payment', async () => {
    const p = await payment(1000);
    const amounts = [300, 450, 200, 700, 100, 250, 500, 50];
    const answers = await Promise.all(
      amounts.map((amount, i) => refund(p.id, { amount }, i % 2 ? `mix-${mode}-${i}` : undefined)),
    );
    const granted = amounts.filter((_, i) => answers[i]!.status === 200);
    for (const res of answers) expect([200, 422]).toContain(res.status);
    const total = granted.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(1000);
    expect(await refunded(p.id, p.providerRef)).toEqual({ count: granted.length, amount: total });
    const rest = await refund(p.id, {});
    expect(rest.status).toBe(total === 1000 ? 422 : 200);
    expect((await refunded(p.id, p.providerRef)).amount).toBe(1000);
  });

  it.runIf(mode === 'paypal')(
    'a keyed refund PayPal could not make is sent again under the same request id',
    async () => {
      const p = await payment(1000);
      paypal!.failNext('POST /v2/payments/captures/:id/refund', 503, 'SERVICE_UNAVAILABLE');
      expect((await refund(p.id, { amount: 400 }, `outage-${mode}`)).status).toBe(503);
      expect(await refunded(p.id, p.providerRef)).toEqual({ count: 0, amount: 0 });
      const retry = await refund(p.id, { amount: 400 }, `outage-${mode}`);
      expect(retry.status).toBe(200);
      expect(await refunded(p.id, p.providerRef)).toEqual({ count: 1, amount: 400 });
      // The failed attempt held nothing: the rest can still be refunded.
      expect((await refund(p.id, {})).status).toBe(200);
      expect(await refunded(p.id, p.providerRef)).toEqual({ count: 2, amount: 1000 });
    },
  );
});
