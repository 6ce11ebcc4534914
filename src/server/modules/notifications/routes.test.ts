import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnreadCounts } from '@shared/notifications';
import type { NotificationItem, NotificationSetting, PushPayload } from '@shared/schemas/notifications';
import {
  content,
  entitlements,
  follows,
  mailOutbox,
  meetings,
  notifications,
  pushSubscriptions,
  users,
} from '@server/db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/harness';
import { createUser, tokenFor } from '../../../../tests/support/fixtures';
import { startPushStandIn, type PushStandIn } from '../../../../tests/support/push-stand-in';
import { sendClassReminders } from './class-reminders';
import { deliverPendingNotifications } from './deliver-notifications';
import { notify } from './notify';

let t: TestApp;
let push: PushStandIn;
let now = Date.parse('2026-03-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    clock: { now: () => now },
    env: { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'stagepass-notify-')) },
  });
  push = await startPushStandIn();
});
afterAll(async () => {
  await push.close();
  await t.close();
});

async function person(kind: 'fan' | 'creator' = 'fan') {
  const user = await createUser(t.deps, { kind, verified: true });
  return { user, token: await tokenFor(t.deps, user.id, 'api') };
}

async function counts(token: string): Promise<UnreadCounts> {
  const res = await t.request('/api/profile/get-unread-notifications-count', { token });
  return ((await res.json()) as { data: UnreadCounts }).data;
}

const sale = (userId: number, objectId = 1) =>
  t.deps.db.transaction((tx) =>
    notify(tx, { userId, kind: 'sale', objectType: 'content', objectId, data: { title: 'Salsa' } }),
  );

describe('in-app notifications', () => {
  it('lists, links to the object, marks some or all read and answers the new count', async () => {
    const me = await person();
    const other = await person();
    expect(await counts(me.token)).toEqual({
      unread_notifications_count: 0,
      unread_chat_message_notifications_count: 0,
    });
    for (const id of [11, 12, 13]) await sale(me.user.id, id);
    await sale(other.user.id);

    const res = await t.request('/api/notifications', { token: me.token });
    const list = (await res.json()) as { data: NotificationItem[]; meta: { total: number } };
    expect(list.meta.total).toBe(3);
    expect(list.data[0]).toMatchObject({ kind: 'sale', object_id: 13, link: '/creator/finance', read_at: null });
    expect((await counts(me.token)).unread_notifications_count).toBe(3);

    const theirs = (await t.deps.db.select().from(notifications).where(eq(notifications.userId, other.user.id)))[0]!;
    const marked = await t.request('/api/notifications/mark-as-read', {
      token: me.token,
      json: { ids: [list.data[0]!.id, theirs.id] },
    });
    expect(((await marked.json()) as { data: UnreadCounts }).data.unread_notifications_count).toBe(2);
    expect((await counts(other.token)).unread_notifications_count).toBe(1);

    const all = await t.request('/api/notifications/mark-as-read', { token: me.token, json: { all: true } });
    expect(((await all.json()) as { data: UnreadCounts }).data.unread_notifications_count).toBe(0);

    const bad = await t.request('/api/notifications/mark-as-read', { token: me.token, json: {} });
    expect(bad.status).toBe(422);
    expect((await t.request('/api/notifications')).status).toBe(401);
  });

  it('writes nothing when the caller rolls back', async () => {
    const me = await person();
    await t.deps.db
      .transaction(async (tx) => {
        await notify(tx, { userId: me.user.id, kind: 'refund', objectType: 'order', objectId: 1 });
        throw new Error('payment failed');
      })
      .catch(() => undefined);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, me.user.id))).toHaveLength(0);
  });
});

describe('settings per channel', () => {
  it('reads the defaults, saves choices, refuses unknown kinds, and honours each channel', async () => {
    const me = await person('creator');
    const initial = (await (await t.request('/api/profile/notifications-settings', { token: me.token })).json()) as {
      data: NotificationSetting[];
    };
    expect(initial.data).toContainEqual({ kind: 'sale', channel: 'email', enabled: true });

    const bad = await t.request('/api/profile/notifications-settings', {
      method: 'PUT',
      token: me.token,
      json: { settings: [{ kind: 'gossip', channel: 'email', enabled: true }] },
    });
    expect(bad.status).toBe(422);

    const saved = await t.request('/api/profile/notifications-settings', {
      method: 'PUT',
      token: me.token,
      json: {
        settings: [
          { kind: 'sale', channel: 'email', enabled: false },
          { kind: 'payout', channel: 'in-app', enabled: false },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: NotificationSetting[] }).data).toContainEqual({
      kind: 'sale',
      channel: 'email',
      enabled: false,
    });

    // Sale: in-app only (e-mail off). Payout: e-mail only (in-app off). Push: no subscription, so nothing queued.
    await sale(me.user.id, 21);
    await t.deps.db.transaction((tx) =>
      notify(tx, { userId: me.user.id, kind: 'payout', objectType: 'payout', objectId: 5 }),
    );
    const list = (await (await t.request('/api/notifications', { token: me.token })).json()) as {
      data: NotificationItem[];
    };
    expect(list.data.map((n) => n.kind)).toEqual(['sale']);
    await deliverPendingNotifications(t.deps);
    const mail = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.user.email));
    expect(mail.map((m) => m.template)).toEqual(['notification-payout']);
    expect(mail[0]!.subject).toBe('Payout sent');
  });

  it("mails in the user's language with a link to the object", async () => {
    const me = await person();
    await t.deps.db.update(users).set({ preferredLocale: 'ja' }).where(eq(users.id, me.user.id));
    await t.deps.db.transaction((tx) =>
      notify(tx, {
        userId: me.user.id,
        kind: 'purchase',
        objectType: 'content',
        objectId: 7,
        data: { title: 'Tango' },
      }),
    );
    await deliverPendingNotifications(t.deps);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.user.email));
    expect(mail?.subject).toBe('購入が完了しました');
    expect(mail?.text).toContain('「Tango」を購入しました。');
    expect(mail?.text).toContain('/ja/account/purchases');
  });
});

describe('web push', () => {
  it('encrypts to every subscription, and removes the ones the push service reports gone', async () => {
    const me = await person();
    const live = push.subscribe();
    const gone = push.subscribe({ status: 410 });
    for (const s of [live, gone]) {
      const res = await t.request('/api/push/subscriptions', { token: me.token, json: s });
      expect(res.status).toBe(201);
    }
    const invalid = await t.request('/api/push/subscriptions', { token: me.token, json: { endpoint: 'nope' } });
    expect(invalid.status).toBe(422);
    const key = await t.request('/api/push/vapid-public-key');
    expect(((await key.json()) as { data: { public_key: string } }).data.public_key).toMatch(/^[\w-]{80,}$/);

    await t.deps.db.update(users).set({ preferredLocale: 'ko' }).where(eq(users.id, me.user.id));
    await t.deps.db.transaction((tx) =>
      notify(tx, {
        userId: me.user.id,
        kind: 'new-content',
        objectType: 'content',
        objectId: 9,
        data: { name: 'Mia', title: 'Waltz' },
      }),
    );
    await deliverPendingNotifications(t.deps);
    const got = push.received.filter((r) => live.endpoint.endsWith(r.path));
    expect(got).toHaveLength(1);
    expect(got[0]!.payload as PushPayload).toEqual({
      title: 'Mia의 새 콘텐츠',
      body: 'Mia님이 “Waltz” 콘텐츠를 공개했습니다.',
      url: '/ko/content/9',
      tag: 'new-content-content-9',
    });
    const left = await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id));
    expect(left.map((s) => s.endpoint)).toEqual([live.endpoint]);
  });

  it("moves a subscription the browser replaced to its new endpoint, proved by the old one's secret", async () => {
    const me = await person();
    const old = push.subscribe();
    await t.request('/api/push/subscriptions', { token: me.token, json: old });
    const renewed = push.subscribe();
    const mine = () => t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id));

    // The service worker has no user token: a wrong secret or an unknown endpoint changes nothing.
    const forged = await t.request('/api/push/subscriptions/renew', {
      json: { old_endpoint: old.endpoint, old_auth: 'guessed', subscription: renewed },
    });
    expect(forged.status).toBe(404);
    const unknown = await t.request('/api/push/subscriptions/renew', {
      json: { old_endpoint: `${old.endpoint}x`, old_auth: old.keys.auth, subscription: renewed },
    });
    expect(unknown.status).toBe(404);
    const malformed = await t.request('/api/push/subscriptions/renew', {
      json: { old_endpoint: old.endpoint, old_auth: old.keys.auth, subscription: { endpoint: 'nope' } },
    });
    expect(malformed.status).toBe(422);
    expect((await mine()).map((s) => s.endpoint)).toEqual([old.endpoint]);

    const moved = await t.request('/api/push/subscriptions/renew', {
      json: { old_endpoint: old.endpoint, old_auth: old.keys.auth, subscription: renewed },
    });
    expect(moved.status).toBe(200);
    expect((await mine()).map((s) => s.endpoint)).toEqual([renewed.endpoint]);
    await t.deps.db.transaction((tx) =>
      notify(tx, { userId: me.user.id, kind: 'payout', objectType: 'payout', objectId: 8 }),
    );
    await deliverPendingNotifications(t.deps);
    expect(push.received.filter((r) => renewed.endpoint.endsWith(r.path))).toHaveLength(1);
    expect(push.received.filter((r) => old.endpoint.endsWith(r.path))).toHaveLength(0);

    // Dropped without a replacement: the subscription goes.
    const dropped = await t.request('/api/push/subscriptions/renew', {
      json: { old_endpoint: renewed.endpoint, old_auth: renewed.keys.auth, subscription: null },
    });
    expect(dropped.status).toBe(200);
    expect(await mine()).toEqual([]);
  });

  it('sends no push when the push channel is off for the kind, and still shows and mails it', async () => {
    const me = await person();
    const sub = push.subscribe();
    await t.request('/api/push/subscriptions', { token: me.token, json: sub });
    await t.request('/api/profile/notifications-settings', {
      method: 'PUT',
      token: me.token,
      json: { settings: [{ kind: 'refund', channel: 'push', enabled: false }] },
    });
    await t.deps.db.transaction((tx) =>
      notify(tx, { userId: me.user.id, kind: 'refund', objectType: 'order', objectId: 3 }),
    );
    // A kind whose push is on reaches the same subscription: the silence above is the setting's doing.
    await t.deps.db.transaction((tx) =>
      notify(tx, { userId: me.user.id, kind: 'purchase', objectType: 'content', objectId: 4, data: { title: 'Jive' } }),
    );
    await deliverPendingNotifications(t.deps);
    const pushed = push.received.filter((r) => sub.endpoint.endsWith(r.path)).map((r) => r.payload as PushPayload);
    expect(pushed.map((p) => p.tag)).toEqual(['purchase-content-4']);
    const list = (await (await t.request('/api/notifications', { token: me.token })).json()) as {
      data: NotificationItem[];
    };
    expect(list.data.map((n) => n.kind).sort()).toEqual(['purchase', 'refund']);
    const mail = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.user.email));
    expect(mail.map((m) => m.template).sort()).toEqual(['notification-purchase', 'notification-refund']);
  });

  it('notifies a chat message by push only, unless the person chose other channels for it', async () => {
    const fan = await person();
    const creator = await person('creator');
    await t.deps.db.insert(follows).values({ followerId: fan.user.id, creatorId: creator.user.id });
    const sub = push.subscribe();
    await t.request('/api/push/subscriptions', { token: creator.token, json: sub });
    const opened = await t.request('/api/chat/conversations', {
      token: fan.token,
      json: { user_ids: [creator.user.id] },
    });
    const conversationId = ((await opened.json()) as { data: { id: number } }).data.id;
    const say = async (clientId: string, body: string) => {
      const res = await t.request(`/api/chat/conversations/${conversationId}/messages`, {
        token: fan.token,
        json: { client_message_id: clientId, body },
      });
      expect(res.status).toBe(201);
      await deliverPendingNotifications(t.deps);
    };
    const pushes = () =>
      push.received.filter((r) => sub.endpoint.endsWith(r.path)).map((r) => (r.payload as PushPayload).body);
    const listed = async () =>
      ((await (await t.request('/api/notifications', { token: creator.token })).json()) as { data: NotificationItem[] })
        .data;
    const mails = () => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, creator.user.email));

    await say('n-1', 'First rehearsal at six');
    expect(pushes()).toHaveLength(1);
    expect(pushes()[0]).toContain('First rehearsal at six');
    expect(await listed()).toEqual([]);
    expect(await mails()).toEqual([]);

    const saved = await t.request('/api/profile/notifications-settings', {
      method: 'PUT',
      token: creator.token,
      json: {
        settings: [
          { kind: 'chat-message', channel: 'push', enabled: false },
          { kind: 'chat-message', channel: 'in-app', enabled: true },
          { kind: 'chat-message', channel: 'email', enabled: true },
        ],
      },
    });
    expect(saved.status).toBe(200);
    await say('n-2', 'Bring water');
    expect(pushes()).toHaveLength(1);
    expect((await listed()).map((n) => [n.kind, n.object_id])).toEqual([['chat-message', conversationId]]);
    expect((await mails()).map((m) => m.template)).toEqual(['notification-chat-message']);
  });
});

describe('class reminders', () => {
  it('reminds entitled fans 24 h and 1 h before, once each', async () => {
    const creator = await person('creator');
    const fan = await person();
    const bystander = await person();
    const [item] = await t.deps.db
      .insert(content)
      .values({ ownerId: creator.user.id, type: 3, title: 'Bachata basics', status: 1 } as typeof content.$inferInsert)
      .returning();
    const starts = new Date(now + 24 * 3600_000 - 10 * 60_000);
    await t.deps.db
      .insert(meetings)
      .values({ contentId: item!.id, startsAt: starts, endsAt: new Date(starts.getTime() + 3600_000) });
    await t.deps.db.insert(entitlements).values({ userId: fan.user.id, contentId: item!.id, source: 'purchase' });

    expect(await sendClassReminders(t.deps)).toBe(1);
    expect(await sendClassReminders(t.deps)).toBe(0);
    now = starts.getTime() - 50 * 60_000;
    expect(await sendClassReminders(t.deps)).toBe(1);
    expect(await sendClassReminders(t.deps)).toBe(0);

    // The clock moved past the first tokens' lifetime.
    const fanToken = await tokenFor(t.deps, fan.user.id, 'api');
    const list = (await (await t.request('/api/notifications', { token: fanToken })).json()) as {
      data: NotificationItem[];
    };
    expect(list.data.map((n) => [n.kind, n.data.hours_before])).toEqual([
      ['class-reminder', 1],
      ['class-reminder', 24],
    ]);
    expect(list.data[0]!.link).toBe(`/content/${item!.id}`);
    expect((await counts(await tokenFor(t.deps, bystander.user.id, 'api'))).unread_notifications_count).toBe(0);
  });
});
