import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import type { NotificationKind } from '@shared/notifications';
import type { NotificationItem } from '@shared/schemas/notifications';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { appPageFor } from '@tests/support/app-routes';
import { createTestApp, type TestApp } from '@tests/support/harness';
import {
  entitlements,
  follows,
  ledgerTransactions,
  mediaAssets,
  notifications,
  orders,
  subscriptions,
} from '../../db/schema';
import { adminSession, type AdminSession } from '../admin/testing';
import { attachMedia, createContent } from '../content/testing';
import { renewTestSubscriptions } from '../payments/renew-test-subscriptions';
import { buy, join } from '../payments/testing';
import { toNotificationItem } from './list-notifications';
import { notificationText } from './notification-text';

/**
 * Every kind of notification, made by its real producer through the API: the right person gets it, its link opens
 * the page of its object (checked against the app's route tree), and its text names who and what.
 */
let t: TestApp;
let admin: AdminSession;
let now = Date.UTC(2026, 5, 1, 12);
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  admin = await adminSession(t);
});
afterAll(() => t.close());

async function person(kind: 'fan' | 'creator', name: string) {
  const user = await createUser(t.deps, { kind, name, verified: true });
  return { id: user.id, token: await tokenFor(t.deps, user.id, 'api') };
}

/** The user's newest notification of this kind, as the list serves it. */
async function latest(userId: number, kind: NotificationKind): Promise<NotificationItem> {
  const [row] = await t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(desc(notifications.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} notification for user ${userId}`);
  return toNotificationItem(row);
}

/** Asserts the link opens `page` in the app and answers the English body. */
function check(n: NotificationItem, link: string, page: string): string {
  expect(n.link).toBe(link);
  expect(appPageFor(`/en${n.link}`)).toBe(page);
  return notificationText('en', n.kind, n.data).body;
}

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

describe('each kind from its producer', () => {
  it('new content, collaboration invitations and replies (studio)', async () => {
    const owner = await person('creator', 'Mia Owner');
    const partner = await person('creator', 'Leo Partner');
    const fan = await person('fan', 'Fan Follower');
    await t.deps.db.insert(follows).values({ followerId: fan.id, creatorId: owner.id });
    const draft = await ok(
      await t.request('/api/content', {
        token: owner.token,
        json: { type: ContentType.tutorialSkills, title: 'Turn drills' },
      }),
      201,
    );
    const id = draft.id as number;

    await ok(
      await t.request(`/api/content/${id}/collaborators`, { token: owner.token, json: { creator_id: partner.id } }),
      201,
    );
    const invite = await latest(partner.id, 'collaboration-invite');
    expect(check(invite, '/creator/collaboration', '/$lang/creator/collaboration')).toBe(
      'Mia Owner invited you to collaborate on “Turn drills”.',
    );
    await ok(
      await t.request(`/api/content/${id}/collaboration/reply`, {
        method: 'PUT',
        token: partner.token,
        json: { status: 1 },
      }),
    );
    const reply = await latest(owner.id, 'collaboration-reply');
    expect(check(reply, `/creator/content/${id}`, '/$lang/creator/content/$contentId')).toBe(
      'Leo Partner accepted your invitation to collaborate on “Turn drills”.',
    );

    await attachMedia(t.deps, { id, ownerId: owner.id }, 'cover');
    await attachMedia(t.deps, { id, ownerId: owner.id }, 'video');
    await ok(await t.request(`/api/content/${id}/publish`, { method: 'PUT', token: owner.token }));
    const news = await latest(fan.id, 'new-content');
    expect(check(news, `/content/${id}`, '/$lang/content/$contentId')).toBe('Mia Owner published “Turn drills”.');
  });

  it('purchases and sales of an item and of a community, refunds and payouts (commerce)', async () => {
    const creator = await person('creator', 'Ana Seller');
    const fan = await person('fan', 'Ben Buyer');
    const item = await createContent(t.deps, creator.id, { price: 1200, title: 'Salsa on two' });
    await buy(t, fan.token, item.id);
    // The buyer's notifications open their purchases page on the row they are about.
    const rowOf = async (contentId: number, kind: string) => {
      const rows = await ok(
        await t.request(`/api/transactions?filter[content_id]=${contentId}&filter[kind]=${kind}`, { token: fan.token }),
      );
      return (rows as unknown as { id: number }[])[0]!.id;
    };
    const purchases = '/$lang/account/purchases';
    const itemPayment = await rowOf(item.id, 'purchase');
    const [order] = await t.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.contentId, item.id));
    expect(check(await latest(fan.id, 'purchase'), `/account/purchases?order=${order!.id}`, purchases)).toBe(
      'You bought “Salsa on two”.',
    );
    expect(check(await latest(creator.id, 'sale'), '/creator/finance', '/$lang/creator/finance')).toBe(
      'Someone bought “Salsa on two”.',
    );

    const community = await createContent(t.deps, creator.id, {
      price: 300,
      type: ContentType.subscription,
      title: 'Practice club',
    });
    await join(t, fan.token, community.id);
    const communityPayment = await rowOf(community.id, 'subscription_payment');
    expect(
      check(await latest(fan.id, 'purchase'), `/account/purchases?transaction=${communityPayment}`, purchases),
    ).toBe('You bought “Practice club”.');
    expect(check(await latest(creator.id, 'sale'), '/creator/finance', '/$lang/creator/finance')).toBe(
      'Someone bought “Practice club”.',
    );

    const transactions = await ok(
      await t.request(`/admin-api/transactions?filter[content_id]=${item.id}`, { token: admin.token }),
    );
    const payment = (transactions as unknown as { id: number }[])[0]!;
    expect(payment.id).toBe(itemPayment);
    await ok(await t.request(`/admin-api/transactions/${payment.id}/refund`, { token: admin.token, json: {} }));
    const refund = await rowOf(item.id, 'refund');
    expect(check(await latest(fan.id, 'refund'), `/account/purchases?transaction=${refund}`, purchases)).toBe(
      'Your payment for “Salsa on two” was refunded.',
    );
    // The creator hears of it too, with what left their balance (the price less the platform's 10 % share).
    expect(check(await latest(creator.id, 'refund'), '/creator/finance', '/$lang/creator/finance')).toBe(
      'A payment for “Salsa on two” was refunded: $10.80 was taken from your balance.',
    );

    // The community's payment is released after the holding period, then withdrawn; the test provider pays at once.
    now += 15 * DAY;
    const token = await tokenFor(t.deps, creator.id, 'api');
    await ok(
      await t.request('/api/paypal/auth/link', {
        token,
        json: { access_token: 'test-ana', token_type: 'bearer' },
      }),
    );
    await ok(
      await t.request('/api/wallet/withdraw', {
        token,
        json: { amount: 100, currency: 'USD', request_id: 'notify-payout-1' },
      }),
      201,
    );
    expect(check(await latest(creator.id, 'payout'), '/creator/finance', '/$lang/creator/finance')).toBe(
      'Your payout is on its way.',
    );
  });

  it("a community's monthly renewal and a failed renewal (commerce, the test provider's billing job)", async () => {
    const creator = await person('creator', 'Cleo Club');
    const fan = await person('fan', 'Dan Member');
    const lapsing = await person('fan', 'Fay Lapsing');
    const community = await createContent(t.deps, creator.id, {
      price: 450,
      type: ContentType.subscription,
      title: 'Morning practice',
    });
    const { pending } = await join(t, fan.token, community.id);
    const failing = await join(t, lapsing.token, community.id, 'approve-fail-renewals');
    now += 31 * DAY;
    await renewTestSubscriptions(t.deps);
    await renewTestSubscriptions(t.deps);

    const [renewal] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.subscriptionId, pending.subscription_id))
      .orderBy(desc(ledgerTransactions.id))
      .limit(1);
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, pending.subscription_id));
    const receipt = await latest(fan.id, 'purchase');
    expect(receipt.data).toMatchObject({ renewal: true, transaction_id: renewal!.id });
    expect(check(receipt, `/account/purchases?transaction=${renewal!.id}`, '/$lang/account/purchases')).toBe(
      `Your membership of “Morning practice” was renewed: you paid $4.50. It now runs until ${sub!.currentPeriodEnd!.toISOString().slice(0, 10)}.`,
    );
    // The creator's sale for the renewal, as for the first payment; a second run of the job adds nothing.
    const count = async (userId: number, kind: NotificationKind) =>
      (
        await t.deps.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
      ).length;
    expect(await count(creator.id, 'sale')).toBe(3);
    expect(await count(fan.id, 'purchase')).toBe(2);

    const [access] = await t.deps.db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, lapsing.id), eq(entitlements.contentId, community.id)));
    const failed = await latest(lapsing.id, 'payment-failed');
    expect(failed.data).toMatchObject({ access_until: access!.expiresAt!.toISOString() });
    expect(check(failed, `/content/${community.id}`, '/$lang/content/$contentId')).toBe(
      `The monthly payment of $4.50 for “Morning practice” failed. You keep access until ${access!.expiresAt!.toISOString().slice(0, 10)}. Update your payment method at the provider to stay a member.`,
    );
    expect(await count(lapsing.id, 'payment-failed')).toBe(1);
    expect(failing.pending.subscription_id).toBe(failed.object_id);
  });

  it('report outcomes (moderation)', async () => {
    const creator = await person('creator', 'Dee Reported');
    const fan = await person('fan', 'Eve Reporter');
    const item = await createContent(t.deps, creator.id, { title: 'Copied routine' });
    const report = await ok(
      await t.request('/api/reports', {
        token: fan.token,
        json: {
          report_type_id: 6,
          body: 'This video copies the routine I published last year, step for step and count for count, without naming me anywhere at all.',
          target: { type: 'content', id: item.id },
        },
      }),
      201,
    );
    await ok(
      await t.request(`/admin-api/reports/${report.id as number}`, {
        method: 'PUT',
        // The clock moved past the first tokens' lifetime.
        token: await tokenFor(t.deps, admin.adminId, 'backend'),
        json: { outcome: 'dismissed', note: 'The steps differ from bar 9 on.' },
      }),
    );
    // The moderator's note to the reporter reaches the reporter.
    expect(check(await latest(fan.id, 'report-outcome'), `/content/${item.id}`, '/$lang/content/$contentId')).toBe(
      'Thank you: a moderator reviewed your report and found nothing against the rules. The moderator’s note: The steps differ from bar 9 on.',
    );
  });

  it('content approved or blocked (moderation), with the reason', async () => {
    const creator = await person('creator', 'Gia Maker');
    const item = await createContent(t.deps, creator.id, { title: 'Turn drills', status: ContentStatus.onReview });
    const moderate = async (json: Record<string, unknown>) =>
      ok(
        await t.request(`/admin-api/content/${item.id}`, {
          method: 'PUT',
          token: await tokenFor(t.deps, admin.adminId, 'backend'),
          json,
        }),
      );
    const editor = '/$lang/creator/content/$contentId';
    await moderate({ action: 'approve' });
    expect(check(await latest(creator.id, 'content-review'), `/creator/content/${item.id}`, editor)).toBe(
      'A moderator approved “Turn drills”. It is live now.',
    );
    await moderate({ action: 'block', reason: 'The music is not cleared for use.' });
    expect(check(await latest(creator.id, 'content-review'), `/creator/content/${item.id}`, editor)).toBe(
      'A moderator blocked “Turn drills”. The reason: The music is not cleared for use.',
    );
    // The editor says it too.
    const editorView = await ok(await t.request(`/api/creator/content/${item.id}`, { token: creator.token }));
    expect(editorView.block_reason).toBe('The music is not cleared for use.');
  });

  it('feedback requests to the creator, and their answers to the fan (feedback service)', async () => {
    const creator = await person('creator', 'Ivy Coach');
    const fan = await person('fan', 'Jon Learner');
    const service = await createContent(t.deps, creator.id, { title: 'Solo check', type: ContentType.feedback });
    await t.deps.db.insert(entitlements).values({ userId: fan.id, contentId: service.id, source: 'purchase' });
    const [video] = await t.deps.db
      .insert(mediaAssets)
      .values({
        ownerId: fan.id,
        kind: 'video',
        storageKey: 'private/x/master.m3u8',
        mimeType: 'application/vnd.apple.mpegurl',
        status: 'ready',
      })
      .returning();
    const sent = await ok(
      await t.request(`/api/content/${service.id}/feedback`, {
        token: fan.token,
        json: { asset_id: video!.id, note: 'My turns drift.' },
      }),
      201,
    );
    const id = sent.id as number;
    expect(
      check(await latest(creator.id, 'feedback'), `/creator/feedback/${id}`, '/$lang/creator/feedback/$submissionId'),
    ).toBe('Jon Learner sent a video for feedback on “Solo check”.');
    await ok(await t.request(`/api/feedback/${id}/answered`, { method: 'PUT', token: creator.token }));
    expect(check(await latest(fan.id, 'feedback'), `/fan/feedback/${id}`, '/$lang/fan/feedback/$submissionId')).toBe(
      'Ivy Coach answered your video on “Solo check”.',
    );
  });
});
