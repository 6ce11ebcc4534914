import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import type { NotificationKind } from '@shared/notifications';
import type { PendingSubscription } from '@shared/schemas/commerce';
import { appPageFor } from '@tests/support/app-routes';
import { createTestApp } from '@tests/support/harness';
import { paypalEnv, startPayPalStandIn, type PayPalStandIn } from '@tests/support/paypal-stand-in';
import {
  entitlements,
  ledgerTransactions,
  notificationDeliveries,
  notifications,
  subscriptions,
  users,
} from '../../db/schema';
import { body, mailsTo, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { deliverPendingNotifications } from '../notifications/deliver-notifications';
import { toNotificationItem } from '../notifications/list-notifications';
import { notificationText } from '../notifications/notification-text';
import { capture } from './testing';

/**
 * A community's monthly renewals and failed payments, as PayPal reports them by webhook: the fan gets a receipt
 * for each renewal and is told when a payment failed, the creator a sale for each payment; replays and PayPal's
 * repeated reports of one failure notify once; each on the channels the person chose.
 */
let t: TestApp;
let paypal: PayPalStandIn;
beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp({
    env: paypalEnv(paypal),
  });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

async function webhook(eventType: string, resource: unknown) {
  const delivery = paypal.deliver(eventType, resource);
  const res = await t.app.request('/api/paypal/webhook', {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  expect(res.status).toBe(200);
  return delivery;
}

/** A fan who joined a community on PayPal (approved and returned), and its creator. */
async function member(price: number, title: string) {
  const fan = await person(t);
  const creator = await person(t, 'creator');
  const community = await createContent(t.deps, creator.id, { price, title, type: ContentType.subscription });
  const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', fan.token, {
    content_id: community.id,
  });
  const pending = (await body<{ data: PendingSubscription }>(res)).data;
  paypal.approve(pending.payment_intent_id);
  expect((await capture(t, fan.token, pending.payment_intent_id)).status).toBe(200);
  return { fan, creator, community, paypalId: pending.payment_intent_id, subscriptionId: pending.subscription_id };
}

const notes = (userId: number, kind: NotificationKind) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));

const subscription = async (id: number) =>
  (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('PayPal renewals', () => {
  it('a renewal sale gives the fan a receipt and the creator a sale, once however often PayPal delivers it', async () => {
    const m = await member(500, 'Sunday crew');
    expect(await notes(m.fan.id, 'purchase')).toHaveLength(1);
    // The first sale pays for the month the activation already told the fan about: only the creator hears of it.
    await webhook('PAYMENT.SALE.COMPLETED', paypal.sale(m.paypalId));
    expect(await notes(m.fan.id, 'purchase')).toHaveLength(1);
    expect(await notes(m.creator.id, 'sale')).toHaveLength(1);

    const renewal = paypal.sale(m.paypalId);
    const delivery = await webhook('PAYMENT.SALE.COMPLETED', renewal);
    for (let i = 0; i < 9; i += 1) {
      // The same delivery retried, and the same sale under a new event id.
      const again = await t.app.request('/api/paypal/webhook', {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      });
      expect(again.status).toBe(200);
      await webhook('PAYMENT.SALE.COMPLETED', renewal);
    }
    const [payment] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.providerRef, renewal.id as string));
    const purchases = await notes(m.fan.id, 'purchase');
    expect(purchases).toHaveLength(2);
    expect(await notes(m.creator.id, 'sale')).toHaveLength(2);
    const receipt = toNotificationItem(purchases[1]!);
    const periodEnd = (await subscription(m.subscriptionId)).currentPeriodEnd!.toISOString();
    expect(receipt.data).toMatchObject({
      renewal: true,
      amount: 500,
      currency: 'USD',
      transaction_id: payment!.id,
      period_end: periodEnd,
    });
    expect(receipt.link).toBe(`/account/purchases?transaction=${payment!.id}`);
    expect(appPageFor(`/en${receipt.link}`)).toBe('/$lang/account/purchases');
    expect(notificationText('en', 'purchase', receipt.data)).toEqual({
      title: 'Membership renewed',
      body: `Your membership of “Sunday crew” was renewed: you paid $5.00. It now runs until ${periodEnd.slice(0, 10)}.`,
    });

    await deliverPendingNotifications(t.deps);
    const receipts = (await mailsTo(t, m.fan.user.email)).filter((mail) => mail.subject === 'Membership renewed');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`/en/account/purchases?transaction=${payment!.id}`);
  });
});

describe('PayPal failed payments', () => {
  it('tells the fan until when they keep access, once for all of PayPal’s reports, on the channels they chose', async () => {
    const m = await member(700, 'Night owls');
    const saved = await call(t, 'PUT', '/api/profile/notifications-settings', m.fan.token, {
      settings: [{ kind: 'payment-failed', channel: 'email', enabled: false }],
    });
    expect(saved.status).toBe(200);
    await webhook('PAYMENT.SALE.COMPLETED', paypal.sale(m.paypalId));
    // PayPal reports each failed attempt, then suspends; a pending eCheck that is denied reports as a sale.
    for (let i = 0; i < 10; i += 1) {
      await webhook('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: m.paypalId, status: 'ACTIVE' });
    }
    await webhook('PAYMENT.SALE.DENIED', {
      id: 'DENIEDSALE0000001',
      state: 'denied',
      amount: { total: '7.00', currency: 'USD' },
      billing_agreement_id: m.paypalId,
    });
    await webhook('BILLING.SUBSCRIPTION.SUSPENDED', { id: m.paypalId, status: 'SUSPENDED' });
    expect((await subscription(m.subscriptionId)).status).toBe('past_due');

    const failed = await notes(m.fan.id, 'payment-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.inApp).toBe(true);
    const [access] = await t.deps.db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, m.fan.id), eq(entitlements.contentId, m.community.id)));
    const until = access!.expiresAt!.toISOString();
    expect(access!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const item = toNotificationItem(failed[0]!);
    expect(item.data).toMatchObject({ content_id: m.community.id, amount: 700, currency: 'USD', access_until: until });
    expect(item.link).toBe(`/content/${m.community.id}`);
    expect(appPageFor(`/en${item.link}`)).toBe('/$lang/content/$contentId');
    expect(notificationText('en', 'payment-failed', item.data).body).toBe(
      `The monthly payment of $7.00 for “Night owls” failed. You keep access until ${until.slice(0, 10)}. Update your payment method at the provider to stay a member.`,
    );
    // E-mail is off for this kind: nothing queued to send.
    const queued = await t.deps.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, failed[0]!.id));
    expect(queued).toEqual([]);

    // A member with the default settings is mailed, in their language, with the community's page.
    const other = await member(700, 'Night owls two');
    await t.deps.db.update(users).set({ preferredLocale: 'ja' }).where(eq(users.id, other.fan.id));
    await webhook('PAYMENT.SALE.DENIED', {
      id: 'DENIEDSALE0000002',
      state: 'denied',
      amount: { total: '7.00', currency: 'USD' },
      billing_agreement_id: other.paypalId,
    });
    await deliverPendingNotifications(t.deps);
    const mails = (await mailsTo(t, other.fan.user.email)).filter(
      (mail) => mail.template === 'notification-payment-failed',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('メンバーシップのお支払いに失敗しました');
    expect(mails[0]!.text).toContain(`/ja/content/${other.community.id}`);
    expect(await mailsTo(t, m.fan.user.email)).toSatisfy((list: { template: string }[]) =>
      list.every((mail) => mail.template !== 'notification-payment-failed'),
    );
  });
});
