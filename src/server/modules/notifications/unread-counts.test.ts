import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatChannels, chatMembers, chatMessages, notifications } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { unreadCounts, unreadCountsOf } from './unread-counts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unread totals of several people in one read', () => {
  it('answers each person their own totals, as the one-person count does', async () => {
    const [fan, creator, quiet] = await Promise.all(
      (['fan', 'creator', 'fan'] as const).map((kind) => createUser(t.deps, { kind, verified: true })),
    );
    const [channel] = await t.deps.db
      .insert(chatChannels)
      .values({ url: `unread-${fan!.id}`, kind: 'direct', createdBy: fan!.id, directKey: `${fan!.id}:${creator!.id}` })
      .returning({ id: chatChannels.id });
    await t.deps.db.insert(chatMembers).values([
      { channelId: channel!.id, userId: fan!.id },
      { channelId: channel!.id, userId: creator!.id },
    ]);
    await t.deps.db
      .insert(chatMessages)
      .values(
        ['a', 'b', 'c'].map((id) => ({ channelId: channel!.id, authorId: fan!.id, body: id, clientMessageId: id })),
      );
    await t.deps.db.insert(notifications).values([
      { userId: fan!.id, kind: 'purchase', objectType: 'order', objectId: 1 },
      { userId: fan!.id, kind: 'purchase', objectType: 'order', objectId: 2, readAt: new Date() },
    ]);

    const ids = [fan!.id, creator!.id, quiet!.id, creator!.id];
    const together = await unreadCountsOf(t.deps.db, ids);
    expect([...together.keys()].sort()).toEqual([fan!.id, creator!.id, quiet!.id].sort());
    for (const id of ids) expect(together.get(id)).toEqual(await unreadCounts(t.deps.db, id));
    expect(together.get(creator!.id)).toEqual({
      unread_notifications_count: 0,
      unread_chat_message_notifications_count: 3,
    });
    expect(together.get(fan!.id)).toEqual({
      unread_notifications_count: 1,
      unread_chat_message_notifications_count: 0,
    });
    expect(await unreadCountsOf(t.deps.db, [])).toEqual(new Map());
  });
});
