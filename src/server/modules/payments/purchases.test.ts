import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import { CommerceMessages as M, type CaptureResult, type TransactionView } from '@shared/schemas/commerce';
import { createTestApp } from '@tests/support/harness';
import {
  content,
  entitlements,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  orders,
  users,
} from '../../db/schema';
import { adminSession, put } from '../admin/testing';
import { body, countRows, fieldErrors, mailsTo, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { testProvider } from '../../services/payments';
import { reconcilePayments } from './reconcile-payments';
import { sendReceiptJob } from './send-receipt';
import { answerCheckout, buy, capture, startPurchase } from './testing';

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const isBought = async (token: string, id: number) => {
  const res = await call(t, 'GET', `/api/content/${id}`, token);
  return (await body<{ data: { is_bought: boolean } }>(res)).data.is_bought;
};
const ledgerFor = (orderId: number) => countRows(t, ledgerTransactions, eq(ledgerTransactions.orderId, orderId));

describe('the receipt mail', () => {
  it("is written with the admin's override of its subject, and a title stays text in the HTML part", async () => {
    const admin = await adminSession(t);
    const set = (text: string) =>
      put(t, '/admin-api/translations/ja', admin.token, { id: 'mail.receipt.subject', text });
    expect((await set('ご購入ありがとうございます：{title}')).status).toBe(200);
    const fan = await person(t);
    await t.deps.db.update(users).set({ preferredLocale: 'ja' }).where(eq(users.id, fan.id));
    const creator = await person(t, 'creator');
    const title = '<script>alert(1)</script>';
    const item = await createContent(t.deps, creator.id, { title, price: 700, currency: 'EUR' });
    await buy(t, fan.token, item.id);
    await t.deps.jobs.drain(t.deps, { only: [sendReceiptJob] });
    const [mail] = await mailsTo(t, fan.user.email);
    expect(mail).toMatchObject({ template: 'receipt', subject: `ご購入ありがとうございます：${title}` });
    expect(mail!.text).toContain(`「${title}」`);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    await set('');
  });
});

describe('buying one item with the test provider', () => {
  it('creates a pending order with the server-side price, then capture unlocks it and books a balanced sale', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 1500, currency: 'EUR' });
    const intent = await startPurchase(t, fan.token, item.id);
    expect(intent).toMatchObject({ status: 'pending', provider: 'test', total: { amount: 1500, currency: 'EUR' } });
    expect(intent.approve_url).toContain(`/api/payments/test-checkout/${intent.payment_intent_id}`);
    expect(await isBought(fan.token, item.id)).toBe(false);

    const page = await t.app.request(`/api/payments/test-checkout/${intent.payment_intent_id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).not.toContain('<script');

    const back = await answerCheckout(t, intent.payment_intent_id, 'approve');
    expect(back.pathname).toBe('/en/purchase');
    expect(back.searchParams.get('token')).toBe(intent.payment_intent_id);
    const res = await capture(t, fan.token, intent.payment_intent_id);
    expect(res.status).toBe(200);
    const result = (await body<{ data: CaptureResult }>(res)).data;
    expect(result).toMatchObject({ kind: 'purchase', status: 'paid', is_bought: true, content_id: item.id });
    expect(await isBought(fan.token, item.id)).toBe(true);

    const [sale] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, intent.order_id));
    expect(sale).toMatchObject({
      kind: 'purchase',
      grossAmount: 1500,
      feeAmount: 150,
      currency: 'EUR',
      creatorId: creator.id,
    });
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, sale!.id));
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-1350, -150, 1500]);

    expect(
      await countRows(t, notifications, and(eq(notifications.userId, fan.id), eq(notifications.kind, 'purchase'))),
    ).toBe(1);
    expect(
      await countRows(t, notifications, and(eq(notifications.userId, creator.id), eq(notifications.kind, 'sale'))),
    ).toBe(1);
    await t.deps.jobs.drain(t.deps, { only: [sendReceiptJob] });
    const [mail] = await mailsTo(t, fan.user.email);
    expect(mail).toMatchObject({ template: 'receipt' });
    expect(mail!.text).toContain('€15.00');
  });

  it('a capture replayed ten times charges once and answers the same result', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 800 });
    const intent = await startPurchase(t, fan.token, item.id);
    await answerCheckout(t, intent.payment_intent_id, 'approve');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => capture(t, fan.token, intent.payment_intent_id)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await ledgerFor(intent.order_id)).toBe(1);
    expect(
      await countRows(t, entitlements, and(eq(entitlements.userId, fan.id), eq(entitlements.contentId, item.id))),
    ).toBe(1);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, intent.order_id));
    expect(order).toMatchObject({ status: 'paid' });
  });

  it('a declined checkout unlocks nothing and writes no ledger row', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 500 });
    const intent = await startPurchase(t, fan.token, item.id);
    const back = await answerCheckout(t, intent.payment_intent_id, 'decline');
    expect(back.searchParams.get('cancelled')).toBe('1');
    const res = await capture(t, fan.token, intent.payment_intent_id);
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'payment_intent_id')).toEqual([M.paymentDeclined]);
    expect(await isBought(fan.token, item.id)).toBe(false);
    expect(await ledgerFor(intent.order_id)).toBe(0);
  });

  it('an abandoned checkout (never approved) cannot be captured and lapses', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 500 });
    const intent = await startPurchase(t, fan.token, item.id);
    const res = await capture(t, fan.token, intent.payment_intent_id);
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'payment_intent_id')).toEqual([M.paymentNotApproved]);
    now += 4 * 3_600_000;
    await reconcilePayments(t.deps);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, intent.order_id));
    expect(order!.status).toBe('expired');
    expect(await isBought(fan.token, item.id)).toBe(false);
  });

  it('a crash between the provider capture and our commit is repaired by the reconcile job', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 700 });
    const intent = await startPurchase(t, fan.token, item.id);
    await answerCheckout(t, intent.payment_intent_id, 'approve');
    // The provider captured; the process "died" before finalizeOrder ran.
    await testProvider(t.deps)!.captureOrder(intent.payment_intent_id);
    expect(await isBought(fan.token, item.id)).toBe(false);
    now += 5 * 60_000;
    expect(await reconcilePayments(t.deps)).toMatchObject({ finalized: 1 });
    expect(await isBought(fan.token, item.id)).toBe(true);
    expect(await ledgerFor(intent.order_id)).toBe(1);
    // The buyer's own capture afterwards answers the same purchase.
    const res = await capture(t, fan.token, intent.payment_intent_id);
    expect((await body<{ data: CaptureResult }>(res)).data.status).toBe('paid');
    expect(await ledgerFor(intent.order_id)).toBe(1);
  });

  it("someone else's payment is 404 and changes nothing", async () => {
    const fan = await person(t);
    const other = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 500 });
    const intent = await startPurchase(t, fan.token, item.id);
    await answerCheckout(t, intent.payment_intent_id, 'approve');
    const res = await capture(t, other.token, intent.payment_intent_id);
    expect(res.status).toBe(404);
    expect(await ledgerFor(intent.order_id)).toBe(0);
  });

  it('refuses own, free, community, unpublished, deleted, blocked-creator and already-bought content', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const refusal = async (contentId: number, token = fan.token) => {
      const res = await call(t, 'POST', '/api/paypal/create-pi', token, { content_id: contentId });
      expect(res.status).toBe(422);
      return fieldErrors(await body<ErrorBody>(res), 'content_id');
    };
    const own = await createContent(t.deps, creator.id, { price: 500 });
    expect(await refusal(own.id, creator.token)).toEqual([M.ownContent]);
    const free = await createContent(t.deps, creator.id, { price: 0 });
    expect(await refusal(free.id)).toEqual([M.freeContent]);
    const community = await createContent(t.deps, creator.id, { price: 500, type: ContentType.subscription });
    expect(await refusal(community.id)).toEqual([M.isCommunity]);
    const draft = await createContent(t.deps, creator.id, { price: 500, status: ContentStatus.draft });
    expect(await refusal(draft.id)).toEqual([M.contentUnavailable]);
    const deleted = await createContent(t.deps, creator.id, { price: 500, deletedAt: new Date() });
    expect(await refusal(deleted.id)).toEqual([M.contentUnavailable]);
    const bought = await createContent(t.deps, creator.id, { price: 500 });
    await buy(t, fan.token, bought.id);
    expect(await refusal(bought.id)).toEqual([M.alreadyBought]);
    const blockedCreator = await person(t, 'creator');
    const theirs = await createContent(t.deps, blockedCreator.id, { price: 500 });
    await t.deps.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blockedCreator.id));
    expect(await refusal(theirs.id)).toEqual([M.contentUnavailable]);
    expect(await countRows(t, orders, eq(orders.buyerId, fan.id))).toBe(1);
  });

  it('needs a signed-in fan or creator, and a valid body', async () => {
    expect((await call(t, 'POST', '/api/paypal/create-pi', undefined, { content_id: 1 })).status).toBe(401);
    const fan = await person(t);
    const res = await call(t, 'POST', '/api/paypal/create-pi', fan.token, { content_id: 'x' });
    expect(res.status).toBe(422);
  });

  it("lists the buyer's own transactions only", async () => {
    const fan = await person(t);
    const other = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 1234 });
    await buy(t, fan.token, item.id);
    await buy(t, other.token, item.id);
    const res = await call(t, 'GET', '/api/transactions', fan.token);
    expect(res.status).toBe(200);
    const list = await body<{ data: TransactionView[]; meta: { total: number } }>(res);
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      kind: 'purchase',
      amount: { amount: 1234, currency: 'USD' },
      buyer: { id: fan.id },
    });
  });

  it('takes nothing when the item was deleted while the buyer was approving', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 500 });
    const intent = await startPurchase(t, fan.token, item.id);
    await answerCheckout(t, intent.payment_intent_id, 'approve');
    await t.deps.db
      .update(content)
      .set({ deletedAt: new Date(now) })
      .where(eq(content.id, item.id));
    const res = await capture(t, fan.token, intent.payment_intent_id);
    expect(fieldErrors(await body<ErrorBody>(res), 'content_id')).toEqual([M.contentUnavailable]);
    expect((await testProvider(t.deps)!.getOrder(intent.payment_intent_id)).status).toBe('approved');
    expect(await ledgerFor(intent.order_id)).toBe(0);
  });
});
