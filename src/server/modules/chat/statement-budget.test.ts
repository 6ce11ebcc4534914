import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@shared/schemas/chat';
import { eq } from 'drizzle-orm';
import { follows, notifications, notificationSettings } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { statementsOf, withoutTransactionControl } from '@tests/support/statement-log';

/** What one chat message costs the database (transaction control apart, so PGlite and PostgreSQL compare). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('statements per chat message', () => {
  it('sends a message to a direct conversation in few statements', async () => {
    const fan = await createUser(t.deps, { kind: 'fan', verified: true });
    const creator = await createUser(t.deps, { kind: 'creator', verified: true });
    await t.deps.db.insert(follows).values({ followerId: fan.id, creatorId: creator.id });
    const token = await tokenFor(t.deps, fan.id, 'api');
    const started = await t.request('/api/chat/conversations', { token, json: { user_ids: [creator.id] } });
    const { id } = ((await started.json()) as { data: Conversation }).data;
    const send = (n: number) =>
      statementsOf(t.deps.db, async () => {
        const res = await t.request(`/api/chat/conversations/${id}/messages`, {
          token,
          json: { client_message_id: `budget-${n}`, body: 'Hello' },
        });
        expect(res.status).toBe(201);
      });
    await send(1);
    const statements = await send(2);
    // The token; the conversation's members with their names, blocks, notification choices and push subscriptions
    // (and whether this was sent already); the message, taking the conversation's lock and announcing it. No
    // notification row is due (chat messages are push only by default, and no browser subscribed), so there is no
    // transaction either (node-postgres would log its BEGIN and COMMIT): the one write statement is its own, and
    // the conversation's lock is never held across a round trip to the server process.
    expect(statements.length).toBe(3);
    expect(statements.findIndex((s) => /for update/i.test(s))).toBe(statements.length - 1);
  });

  it('writes the notification rows with the message in one transaction when a recipient is notified', async () => {
    const fan = await createUser(t.deps, { kind: 'fan', verified: true });
    const creator = await createUser(t.deps, { kind: 'creator', verified: true });
    await t.deps.db.insert(follows).values({ followerId: fan.id, creatorId: creator.id });
    await t.deps.db
      .insert(notificationSettings)
      .values({ userId: creator.id, kind: 'chat-message', channel: 'in-app', enabled: true });
    const token = await tokenFor(t.deps, fan.id, 'api');
    const started = await t.request('/api/chat/conversations', { token, json: { user_ids: [creator.id] } });
    const { id } = ((await started.json()) as { data: Conversation }).data;
    const statements = withoutTransactionControl(
      await statementsOf(t.deps.db, async () => {
        const res = await t.request(`/api/chat/conversations/${id}/messages`, {
          token,
          json: { client_message_id: 'budget-in-app', body: 'Hello' },
        });
        expect(res.status).toBe(201);
      }),
    );
    // The token; the members (with their choices); the in-app notification row; the message. Its lock is taken
    // last: only the commit follows it.
    expect(statements.length).toBe(4);
    expect(statements.findIndex((s) => /for update/i.test(s))).toBe(statements.length - 1);
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, creator.id));
    expect(rows.map((r) => [r.kind, r.objectId, r.inApp])).toEqual([['chat-message', id, true]]);
  });
});
