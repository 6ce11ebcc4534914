import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@shared/schemas/chat';
import { follows } from '@server/db/schema';
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
    const statements = withoutTransactionControl(await send(2));
    // The token; the conversation's members with their names and blocks (and whether this was sent already); the
    // recipient's notification settings and push subscriptions (none here, so no notification row: chat messages
    // are not in-app notifications); the message, taking the conversation's lock and announcing it.
    expect(statements.length).toBe(5);
    // Senders to one conversation queue on its lock: only the commit comes after it is taken.
    expect(statements.findIndex((s) => /for update/i.test(s))).toBe(statements.length - 1);
  });
});
