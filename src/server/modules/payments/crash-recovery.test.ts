import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaptureResult, PaymentIntent } from '@shared/schemas/commerce';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { paypalEnv, startPayPalStandIn, type PayPalStandIn } from '@tests/support/paypal-stand-in';
import { startServerProcess } from '@tests/support/server-process';
import { openTestDatabaseOnDisk } from '@tests/support/test-database';
import { WAIT_MS } from '@tests/support/wait';
import { openPglite } from '../../db/client';
import { entitlements, ledgerTransactions, orders } from '../../db/schema';
import { body, countRows } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { reconcilePayments } from './reconcile-payments';
import { capture } from './testing';

/**
 * The server really dies between PayPal's capture and our commit: it runs as a child process, and the PayPal
 * stand-in kills it (SIGKILL) after taking the money and before answering. Nothing of the purchase is committed;
 * the webhook or the reconcile job, run afterwards on the same database, makes it whole, exactly once.
 */
/** Starting a server process under load can take minutes (its own bound is 5 × WAIT_MS). */
const SERVER_TEST_MS = 10 * WAIT_MS;
let paypal: PayPalStandIn;
let offset = 0;
const clock = { now: () => Date.now() + offset };
const dirs: string[] = [];
const apps: TestApp[] = [];
beforeAll(async () => {
  paypal = await startPayPalStandIn();
});
afterEach(async () => {
  offset = 0;
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await paypal.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const json = (token: string) => ({
  'Content-Type': 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
  Authorization: `Bearer ${token}`,
});

/** A fan buys an item from a server process that is killed the moment PayPal has captured the money. */
async function crashAfterCapture() {
  const dataDir = await mkdtemp(join(tmpdir(), 'stagepass-crash-'));
  dirs.push(dataDir);
  const database = await openTestDatabaseOnDisk(dataDir);
  let t = await createTestApp({ database, env: paypalEnv(paypal), clock });
  const fan = await person(t);
  const creator = await person(t, 'creator');
  const item = await createContent(t.deps, creator.id, { price: 1500, currency: 'EUR' });
  // PGlite is one process's database: the server gets it for its lifetime, then this test takes it back.
  if (database.driver === 'pglite') await t.close();
  else apps.push(t);

  const server = await startServerProcess({
    ...paypalEnv(paypal),
    DATA_DIR: dataDir,
    ...(database.url && { DATABASE_URL: database.url }),
  });
  let intent: PaymentIntent;
  try {
    const created = await fetch(`${server.url}/api/paypal/create-pi`, {
      method: 'POST',
      headers: json(fan.token),
      body: JSON.stringify({ content_id: item.id }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    intent = ((await created.json()) as { data: PaymentIntent }).data;
    paypal.approve(intent.payment_intent_id);
    paypal.onCapture(intent.payment_intent_id, () => server.kill());
    const answer = await fetch(`${server.url}/api/paypal/capture`, {
      method: 'PUT',
      headers: json(fan.token),
      body: JSON.stringify({ payment_intent_id: intent.payment_intent_id }),
    }).then(
      (res) => `answered ${res.status}`,
      () => 'no answer',
    );
    expect(answer).toBe('no answer');
  } finally {
    await server.kill();
  }
  expect((await server.exited).signal).toBe('SIGKILL');
  expect(paypal.orders.get(intent.payment_intent_id)!.status).toBe('COMPLETED');

  if (database.driver === 'pglite') {
    t = await createTestApp({ database: await openPglite(join(dataDir, 'db')), env: paypalEnv(paypal), clock });
    apps.push(t);
  }
  const bought = async () => {
    const res = await call(t, 'GET', `/api/content/${item.id}`, fan.token);
    return (await body<{ data: { is_bought: boolean } }>(res)).data.is_bought;
  };
  const booked = () => countRows(t, ledgerTransactions, eq(ledgerTransactions.orderId, intent.order_id));
  const held = () =>
    countRows(t, entitlements, and(eq(entitlements.userId, fan.id), eq(entitlements.contentId, item.id)));
  // The money is taken, and nothing of ours was committed.
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, intent.order_id));
  expect(order!.status).toBe('pending');
  expect(await bought()).toBe(false);
  expect(await booked()).toBe(0);
  return { t, fan, intent, bought, booked, held };
}

async function captureTenTimes(t: TestApp, token: string, id: string) {
  for (let i = 0; i < 10; i += 1) {
    const res = await capture(t, token, id);
    expect(res.status).toBe(200);
    expect((await body<{ data: CaptureResult }>(res)).data).toMatchObject({ status: 'paid', is_bought: true });
  }
}

describe('a server killed between the PayPal capture and its commit', () => {
  it(
    'is repaired by the capture webhook, booked once however often it is delivered',
    async () => {
      const { t, fan, intent, bought, booked, held } = await crashAfterCapture();
      const paid = paypal.orders.get(intent.payment_intent_id)!.capture!;
      const delivery = paypal.deliver('PAYMENT.CAPTURE.COMPLETED', {
        id: paid.id,
        status: 'COMPLETED',
        amount: paid.amount,
        supplementary_data: { related_ids: { order_id: intent.payment_intent_id } },
      });
      for (let i = 0; i < 10; i += 1) {
        const res = await t.app.request('/api/paypal/webhook', {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
        });
        expect(res.status).toBe(200);
      }
      expect(await bought()).toBe(true);
      await captureTenTimes(t, fan.token, intent.payment_intent_id);
      expect(await booked()).toBe(1);
      expect(await held()).toBe(1);
      const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, intent.order_id));
      expect(order).toMatchObject({ status: 'paid', providerCaptureId: paid.id });
    },
    SERVER_TEST_MS,
  );

  it(
    'is repaired by the reconcile job, which finalizes it once',
    async () => {
      const { t, fan, intent, bought, booked, held } = await crashAfterCapture();
      offset = 5 * 60_000;
      expect(await reconcilePayments(t.deps)).toMatchObject({ finalized: 1 });
      expect(await reconcilePayments(t.deps)).toMatchObject({ finalized: 0 });
      expect(await bought()).toBe(true);
      await captureTenTimes(t, fan.token, intent.payment_intent_id);
      expect(await booked()).toBe(1);
      expect(await held()).toBe(1);
    },
    SERVER_TEST_MS,
  );
});
