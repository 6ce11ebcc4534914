import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatHistory, ChatMessage, Conversation } from '@shared/schemas/chat';
import type { UnreadCounts } from '@shared/notifications';
import { blocks, chatMessages, content, entitlements, follows, mediaAssets, notifications } from '@server/db/schema';
import { openEventBus, type RealtimeEvent } from '../../realtime/event-bus';
import { createTestApp, type TestApp } from '../../../../tests/support/harness';
import { createUser, tokenFor } from '../../../../tests/support/fixtures';
import { chatSendLimit } from './chat-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'stagepass-chat-')) } });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t.close();
});

async function person(kind: 'fan' | 'creator') {
  const user = await createUser(t.deps, { kind, verified: true });
  return { user, token: await tokenFor(t.deps, user.id, 'api') };
}

async function follow(fanId: number, creatorId: number) {
  await t.deps.db.insert(follows).values({ followerId: fanId, creatorId });
}

async function startDirect(token: string, otherId: number): Promise<Conversation> {
  const res = await t.request('/api/chat/conversations', { token, json: { user_ids: [otherId] } });
  expect([200, 201]).toContain(res.status);
  return ((await res.json()) as { data: Conversation }).data;
}

async function send(token: string, id: number, body: string, clientId: string) {
  return t.request(`/api/chat/conversations/${id}/messages`, { token, json: { client_message_id: clientId, body } });
}

describe('who may start a conversation', () => {
  it('lets a fan message a creator they follow or bought from, and nobody else', async () => {
    const fan = await person('fan');
    const followed = await person('creator');
    const seller = await person('creator');
    const stranger = await person('creator');
    const otherFan = await person('fan');
    await follow(fan.user.id, followed.user.id);
    const [item] = await t.deps.db
      .insert(content)
      .values({ ownerId: seller.user.id, type: 1, title: 'Class', status: 1 } as typeof content.$inferInsert)
      .returning();
    await t.deps.db.insert(entitlements).values({ userId: fan.user.id, contentId: item!.id, source: 'purchase' });

    const mates = await t.request('/api/users/possible-chat-mates', { token: fan.token });
    expect(mates.status).toBe(200);
    const ids = ((await mates.json()) as { data: { id: number }[] }).data.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([followed.user.id, seller.user.id]));
    expect(ids).not.toContain(stranger.user.id);
    expect(ids).not.toContain(otherFan.user.id);

    const refused = await t.request('/api/chat/conversations', {
      token: fan.token,
      json: { user_ids: [stranger.user.id] },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: [{ field: 'user_ids' }] });
    const refusedFan = await t.request('/api/chat/conversations', {
      token: fan.token,
      json: { user_ids: [otherFan.user.id] },
    });
    expect(refusedFan.status).toBe(422);
    expect(await startDirect(fan.token, seller.user.id)).toMatchObject({ kind: 'direct' });
  });

  it('never lets a fan open a conversation with a creator who blocked them, and stops an open one', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const conversation = await startDirect(fan.token, creator.user.id);
    await t.deps.db.insert(blocks).values({ blockerId: creator.user.id, blockedId: fan.user.id });

    const mates = await t.request('/api/users/possible-chat-mates', { token: fan.token });
    expect(((await mates.json()) as { data: { id: number }[] }).data.map((u) => u.id)).not.toContain(creator.user.id);
    const res = await t.request('/api/chat/conversations', { token: fan.token, json: { user_ids: [creator.user.id] } });
    expect(res.status).toBe(422);
    expect((await send(fan.token, conversation.id, 'hello?', 'blocked-1')).status).toBe(403);
    const stored = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.channelId, conversation.id));
    expect(stored).toHaveLength(0);
  });

  it('says ahead of time whether the viewer may message someone, by the same rule', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    const other = await person('creator');
    const mayMessage = async (token: string, id: number) => {
      const res = await t.request(`/api/users/${id}/may-message`, { token });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { user_id: number; allowed: boolean } }).data;
    };
    expect(await mayMessage(fan.token, creator.user.id)).toEqual({ user_id: creator.user.id, allowed: false });
    await follow(fan.user.id, creator.user.id);
    expect((await mayMessage(fan.token, creator.user.id)).allowed).toBe(true);
    expect((await mayMessage(other.token, creator.user.id)).allowed).toBe(true);
    await t.deps.db.insert(blocks).values({ blockerId: creator.user.id, blockedId: fan.user.id });
    expect((await mayMessage(fan.token, creator.user.id)).allowed).toBe(false);
    expect((await t.request(`/api/users/${creator.user.id}/may-message`)).status).toBe(401);
  });

  it('answers the same direct conversation however often it is opened, even at once from both sides', async () => {
    const pairs = [];
    for (let i = 0; i < 8; i += 1) {
      const fan = await person('fan');
      const creator = await person('creator');
      await follow(fan.user.id, creator.user.id);
      pairs.push({ fan, creator });
    }
    // Both people opening at once used to lock their two member rows in opposite orders: a deadlock, answered 500.
    const opened = await Promise.all(
      pairs.map(({ fan, creator }) =>
        Promise.all([
          startDirect(fan.token, creator.user.id),
          startDirect(creator.token, fan.user.id),
          startDirect(fan.token, creator.user.id),
          startDirect(creator.token, fan.user.id),
        ]),
      ),
    );
    for (const same of opened) expect(new Set(same.map((c) => c.id)).size).toBe(1);
    expect(new Set(opened.map(([c]) => c!.id)).size).toBe(pairs.length);
  });

  it('refuses a malformed request with field errors and writes nothing', async () => {
    const fan = await person('fan');
    const res = await t.request('/api/chat/conversations', { token: fan.token, json: { user_ids: [] } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'user_ids' }] });
    expect((await t.request('/api/chat/conversations')).status).toBe(401);
  });
});

describe('messages', () => {
  it('sends, pages history backwards, is idempotent by client id, and keeps outsiders out', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    const outsider = await person('fan');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);

    for (let i = 1; i <= 5; i += 1) expect((await send(fan.token, c.id, `message ${i}`, `m-${i}`)).status).toBe(201);
    const again = await send(fan.token, c.id, 'message 5', 'm-5');
    expect(again.status).toBe(200);
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.channelId, c.id))).toHaveLength(5);

    const latest = (await (
      await t.request(`/api/chat/conversations/${c.id}/messages?limit=2`, { token: creator.token })
    ).json()) as {
      data: ChatHistory;
    };
    expect(latest.data.messages.map((m) => m.body)).toEqual(['message 4', 'message 5']);
    expect(latest.data.has_more).toBe(true);
    const older = (await (
      await t.request(`/api/chat/conversations/${c.id}/messages?limit=10&before=${latest.data.messages[0]!.id}`, {
        token: creator.token,
      })
    ).json()) as { data: ChatHistory };
    expect(older.data.messages.map((m) => m.body)).toEqual(['message 1', 'message 2', 'message 3']);
    expect(older.data.has_more).toBe(false);

    expect((await t.request(`/api/chat/conversations/${c.id}/messages`, { token: outsider.token })).status).toBe(403);
    expect((await send(outsider.token, c.id, 'let me in', 'x-1')).status).toBe(403);
    expect((await t.request(`/api/chat/conversations/${c.id}`, { token: outsider.token })).status).toBe(403);
    expect((await t.request('/api/chat/conversations/999999', { token: outsider.token })).status).toBe(404);

    const empty = await send(fan.token, c.id, '   ', 'm-empty');
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ errors: [{ field: 'body' }] });
  });

  it('stores a message once when its resend races the original, and announces it once', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);
    // In-app on for chat messages (push only by default), so each announcement leaves a row to count.
    await t.request('/api/profile/notifications-settings', {
      method: 'PUT',
      token: creator.token,
      json: { settings: [{ kind: 'chat-message', channel: 'in-app', enabled: true }] },
    });
    // The original is still being written when the outbox, reconnected, sends it again (twice, from two tabs).
    const answers = await Promise.all([1, 2, 3].map(() => send(fan.token, c.id, 'only once', 'same-id')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { data: ChatMessage }).data.id));
    expect(new Set(ids).size).toBe(1);
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.channelId, c.id))).toHaveLength(1);
    const notified = await t.deps.db.select().from(notifications).where(eq(notifications.userId, creator.user.id));
    expect(notified.filter((n) => n.kind === 'chat-message')).toHaveLength(1);
    // The same id in another conversation is not a resend: refused, nothing written.
    const other = await person('creator');
    await follow(fan.user.id, other.user.id);
    const elsewhere = await startDirect(fan.token, other.user.id);
    const clash = await send(fan.token, elsewhere.id, 'only once', 'same-id');
    expect(clash.status).toBe(422);
    expect(await clash.json()).toMatchObject({ errors: [{ field: 'client_message_id' }] });
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.channelId, elsewhere.id))).toHaveLength(0);
  });

  it('stores a message once when its resend races the original with no notification due (no transaction)', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);
    const answers = await Promise.all([1, 2, 3].map(() => send(fan.token, c.id, 'just once', 'same-id-bare')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { data: ChatMessage }).data.id));
    expect(new Set(ids).size).toBe(1);
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.channelId, c.id))).toHaveLength(1);
  });

  it("accepts only the sender's own ready file as an attachment, and serves it to members only", async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    const outsider = await person('fan');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);
    const [mine] = await t.deps.db
      .insert(mediaAssets)
      .values({
        ownerId: fan.user.id,
        kind: 'image',
        storageKey: 'private/chat/none.png',
        mimeType: 'image/png',
        size: 3,
      })
      .returning();
    const [theirs] = await t.deps.db
      .insert(mediaAssets)
      .values({
        ownerId: creator.user.id,
        kind: 'image',
        storageKey: 'private/chat/x.png',
        mimeType: 'image/png',
        size: 3,
      })
      .returning();
    const refused = await t.request(`/api/chat/conversations/${c.id}/messages`, {
      token: fan.token,
      json: { client_message_id: 'att-0', attachment_id: theirs!.id },
    });
    expect(refused.status).toBe(422);
    const res = await t.request(`/api/chat/conversations/${c.id}/messages`, {
      token: fan.token,
      json: { client_message_id: 'att-1', attachment_id: mine!.id },
    });
    expect(res.status).toBe(201);
    const message = ((await res.json()) as { data: ChatMessage }).data;
    expect(message.attachment).toMatchObject({ kind: 'image', url: `/api/chat/attachments/${message.id}` });
    expect((await t.request(message.attachment!.url, { token: outsider.token })).status).toBe(403);
  });
});

describe('the sending limit', () => {
  function frozenClock() {
    let now = Date.now();
    vi.spyOn(t.deps.clock, 'now').mockImplementation(() => now);
    return { advance: (ms: number) => (now += ms) };
  }
  const storedIds = async (channelId: number) =>
    (await t.deps.db.select().from(chatMessages).where(eq(chatMessages.channelId, channelId))).map(
      (m) => m.clientMessageId,
    );

  it('refuses messages past the burst with 429 and Retry-After, stores none of them, and refills', async () => {
    const clock = frozenClock();
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);

    for (let i = 0; i < chatSendLimit.capacity; i += 1) {
      expect((await send(fan.token, c.id, `burst ${i}`, `burst-${i}`)).status).toBe(201);
    }
    const refused = await send(fan.token, c.id, 'one too many', 'over-1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({ code: 'tooManyAttempts' });
    expect((await send(fan.token, c.id, 'and another', 'over-2')).status).toBe(429);
    const stored = await storedIds(c.id);
    expect(stored).toHaveLength(chatSendLimit.capacity);
    expect(stored).not.toContain('over-1');
    expect(stored).not.toContain('over-2');
    const counts = (await (
      await t.request('/api/profile/get-unread-notifications-count', { token: creator.token })
    ).json()) as { data: UnreadCounts };
    expect(counts.data.unread_chat_message_notifications_count).toBe(chatSendLimit.capacity);

    // The limit is the sender's own: the other member answers as usual.
    expect((await send(creator.token, c.id, 'slow down', 'reply-1')).status).toBe(201);
    // After the wait it named, the refused message goes through (once).
    clock.advance(2000);
    expect((await send(fan.token, c.id, 'one too many', 'over-1')).status).toBe(201);
    expect((await storedIds(c.id)).filter((id) => id === 'over-1')).toHaveLength(1);
  });

  it('never refuses someone writing at a conversational pace', async () => {
    const clock = frozenClock();
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);
    const total = chatSendLimit.capacity * 2;
    for (let i = 0; i < total; i += 1) {
      expect((await send(fan.token, c.id, `steady ${i}`, `steady-${i}`)).status).toBe(201);
      clock.advance(2000);
    }
    expect(await storedIds(c.id)).toHaveLength(total);
  });

  it('does not count a refused request or a bad one against a later message', async () => {
    frozenClock();
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);
    for (let i = 0; i < chatSendLimit.capacity + 5; i += 1) {
      expect((await send(fan.token, c.id, '', `empty-${i}`)).status).toBe(422);
    }
    expect((await send(fan.token, c.id, 'hello', 'first-real')).status).toBe(201);
  });
});

describe('attachments through pre-signed uploads', () => {
  it('uploads an image under the chat names, sends it, and serves its bytes to members', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);
    // A 1×1 PNG: the upload is checked by its bytes.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const presign = await t.request('/api/chat/pre-sign/upload', {
      token: fan.token,
      json: { filename: 'dot.png', mime_type: 'image/png', size: png.length },
    });
    expect(presign.status).toBe(201);
    const ticket = ((await presign.json()) as { data: { id: string; parts: { url: string }[] } }).data;
    for (const part of ticket.parts) {
      const put = await t.app.request(part.url.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', body: png });
      expect(put.status).toBeLessThan(300);
    }
    const done = await t.request('/api/chat/file-uploaded', { token: fan.token, json: { upload_id: ticket.id } });
    expect(done.status).toBe(200);
    const asset = ((await done.json()) as { data: { id: number } }).data;
    const sent = await t.request(`/api/chat/conversations/${c.id}/messages`, {
      token: fan.token,
      json: { client_message_id: 'png-1', attachment_id: asset.id },
    });
    expect(sent.status).toBe(201);
    const message = ((await sent.json()) as { data: ChatMessage }).data;
    const file = await t.request(message.attachment!.url, { token: creator.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // The same picture, rewritten without its metadata at upload.
    const served = Buffer.from(await file.arrayBuffer());
    expect((await sharp(served).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
    const list = await t.request(`/api/chat/conversations/${c.id}/attachments`, { token: creator.token });
    expect(((await list.json()) as { data: ChatMessage[] }).data.map((m) => m.id)).toEqual([message.id]);
  });
});

describe('unread counts and read state', () => {
  it('counts per conversation and in total, and stays right under concurrent reads and writes', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(fan.token, creator.user.id);

    const writes = Array.from({ length: 12 }, (_, i) => send(creator.token, c.id, `hi ${i}`, `u-${i}`));
    const reads = Array.from({ length: 6 }, () =>
      t.request('/api/notifications/mark-chat-as-read', { token: fan.token, json: { conversation_id: c.id } }),
    );
    const results = await Promise.all([...writes, ...reads]);
    expect(results.every((r) => r.status < 300)).toBe(true);

    const list = (await (await t.request('/api/chat/conversations', { token: fan.token })).json()) as {
      data: Conversation[];
    };
    const listed = list.data.find((x) => x.id === c.id)!;
    const counts = (await (
      await t.request('/api/profile/get-unread-notifications-count', { token: fan.token })
    ).json()) as {
      data: UnreadCounts;
    };
    const member = listed.members.find((m) => m.id === fan.user.id)!;
    const all = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.channelId, c.id));
    const expected = all.filter((m) => m.id > member.last_read_message_id).length;
    expect(listed.unread_count).toBe(expected);
    expect(counts.data.unread_chat_message_notifications_count).toBe(expected);

    const read = await t.request('/api/notifications/mark-chat-as-read', {
      token: fan.token,
      json: { conversation_id: c.id },
    });
    expect(((await read.json()) as { data: UnreadCounts }).data.unread_chat_message_notifications_count).toBe(0);
    // An older mark arriving late never brings messages back.
    const late = await t.request('/api/notifications/mark-chat-as-read', {
      token: fan.token,
      json: { conversation_id: c.id, message_id: 1 },
    });
    expect(((await late.json()) as { data: UnreadCounts }).data.unread_chat_message_notifications_count).toBe(0);
    // The sender has read their own messages.
    const creatorCounts = (await (
      await t.request('/api/profile/get-unread-notifications-count', { token: creator.token })
    ).json()) as {
      data: UnreadCounts;
    };
    expect(creatorCounts.data.unread_chat_message_notifications_count).toBe(0);
  });
});

describe('unread counts under concurrency', () => {
  /** A group of two writers and a reading fan, plus a direct conversation where the fan has 3 unread. */
  async function readerWithTwoConversations() {
    const owner = await person('creator');
    const writer = await person('creator');
    const reader = await person('fan');
    const elsewhere = await person('creator');
    await follow(reader.user.id, owner.user.id);
    await follow(reader.user.id, elsewhere.user.id);
    const created = await t.request('/api/chat/conversations', {
      token: owner.token,
      json: { user_ids: [reader.user.id, writer.user.id], name: 'Stage crew' },
    });
    const group = ((await created.json()) as { data: Conversation }).data;
    const direct = await startDirect(elsewhere.token, reader.user.id);
    for (let i = 0; i < 3; i += 1) await send(elsewhere.token, direct.id, `elsewhere ${i}`, `else-${i}`);
    return { owner, writer, reader, group, direct };
  }

  const totalOf = async (token: string) =>
    (
      (await (await t.request('/api/profile/get-unread-notifications-count', { token })).json()) as {
        data: UnreadCounts;
      }
    ).data.unread_chat_message_notifications_count;
  const unreadIn = async (token: string, id: number) =>
    ((await (await t.request('/api/chat/conversations', { token })).json()) as { data: Conversation[] }).data.find(
      (c) => c.id === id,
    )!.unread_count;
  const markRead = (token: string, conversationId: number, messageId?: number) =>
    t.request('/api/notifications/mark-chat-as-read', {
      token,
      json: { conversation_id: conversationId, ...(messageId !== undefined && { message_id: messageId }) },
    });

  it('counts exactly the messages after the read mark while reads and writes race', async () => {
    const { owner, writer, reader, group } = await readerWithTwoConversations();
    const seen = ((await (await send(owner.token, group.id, 'seen', 'seen-0')).json()) as { data: ChatMessage }).data;
    expect((await markRead(reader.token, group.id, seen.id)).status).toBe(200);

    const writes = Array.from({ length: 12 }, (_, i) =>
      send(i % 2 === 0 ? owner.token : writer.token, group.id, `race ${i}`, `race-${i}`),
    );
    // The reader keeps marking what they have seen; the writers mark the newest. None of it may move the count.
    const reads = [
      ...Array.from({ length: 6 }, () => markRead(reader.token, group.id, seen.id)),
      markRead(owner.token, group.id),
      markRead(writer.token, group.id),
    ];
    const results = await Promise.all([...writes, ...reads]);
    expect(results.map((r) => r.status)).toEqual([...writes.map(() => 201), ...reads.map(() => 200)]);

    expect(await unreadIn(reader.token, group.id)).toBe(12);
    expect(await totalOf(reader.token)).toBe(15);

    const read = await markRead(reader.token, group.id);
    expect(((await read.json()) as { data: UnreadCounts }).data.unread_chat_message_notifications_count).toBe(3);
    expect(await unreadIn(reader.token, group.id)).toBe(0);
    expect((await markRead(owner.token, group.id)).status).toBe(200);
    expect((await markRead(writer.token, group.id)).status).toBe(200);
    expect(await totalOf(owner.token)).toBe(0);
    expect(await totalOf(writer.token)).toBe(0);
  });

  it("commits a conversation's messages in the order of their ids, so a read mark never skips one", async () => {
    const { owner, writer, reader, group } = await readerWithTwoConversations();
    const bus = await openEventBus(t.deps.database);
    const announced: number[] = [];
    const total = 24;
    let all!: () => void;
    const allAnnounced = new Promise<void>((resolve) => (all = resolve));
    const stop = bus.subscribe((event) => {
      if (event.type !== 'chat.message' || event.channelId !== group.id) return;
      announced.push(event.messageId);
      if (announced.length === total) all();
    });
    try {
      const writes = Array.from({ length: total }, (_, i) =>
        send([owner, writer][i % 2]!.token, group.id, `order ${i}`, `order-${i}`),
      );
      const reads = Array.from({ length: 6 }, () => markRead(reader.token, group.id));
      await Promise.all([...writes, ...reads]);
      await allAnnounced;
    } finally {
      stop();
      await bus.close();
    }
    // Announcements leave in commit order; were a lower id committed after a higher one, a mark set in between
    // (by a reader who had seen the higher one) would count the lower one as read without it ever being shown.
    expect(announced).toEqual([...announced].sort((x, y) => x - y));
    const [member] = (
      (await (await t.request(`/api/chat/conversations/${group.id}`, { token: reader.token })).json()) as {
        data: Conversation;
      }
    ).data.members.filter((m) => m.id === reader.user.id);
    expect(await unreadIn(reader.token, group.id)).toBe(
      announced.filter((id) => id > member!.last_read_message_id).length,
    );
  });

  it('announces a message with its text, so no instance reads it back; one too long for a NOTIFY goes without', async () => {
    const { owner, group } = await readerWithTwoConversations();
    const bus = await openEventBus(t.deps.database);
    const events: Extract<RealtimeEvent, { type: 'chat.message' }>[] = [];
    let answered: ChatMessage | undefined;
    let both!: () => void;
    const arrived = new Promise<void>((resolve) => (both = resolve));
    const stop = bus.subscribe((event) => {
      if (event.type !== 'chat.message' || event.channelId !== group.id) return;
      events.push(event);
      if (events.length === 2) both();
    });
    try {
      const sent = await send(owner.token, group.id, 'short and sweet', 'payload-short');
      expect(sent.status).toBe(201);
      answered = ((await sent.json()) as { data: ChatMessage }).data;
      // 4,000 characters of three bytes each: over PostgreSQL's 8,000-byte payload limit.
      expect((await send(owner.token, group.id, '踊'.repeat(4000), 'payload-long')).status).toBe(201);
      await arrived;
    } finally {
      stop();
      await bus.close();
    }
    const [short, long] = events.sort((a, b) => a.messageId - b.messageId);
    // Built by the database around the new id and time, exactly as the sender was answered.
    expect(short!.message).toEqual(answered);
    expect(short!.message).toMatchObject({ id: short!.messageId, body: 'short and sweet' });
    expect(long!.message).toBeUndefined();
  });
});

describe('groups and members', () => {
  it('renames, adds people, lets the owner remove a member (spec kick), and the removed member is out', async () => {
    const owner = await person('creator');
    const fan = await person('fan');
    const other = await person('creator');
    await follow(fan.user.id, owner.user.id);
    const created = await t.request('/api/chat/conversations', {
      token: owner.token,
      json: { user_ids: [fan.user.id], name: 'Rehearsal' },
    });
    expect(created.status).toBe(201);
    const group = ((await created.json()) as { data: Conversation }).data;
    expect(group).toMatchObject({ kind: 'group', name: 'Rehearsal' });

    const added = await t.request(`/api/chat/conversations/${group.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { name: 'Rehearsal crew', add_user_ids: [other.user.id] },
    });
    expect(added.status).toBe(200);
    expect(((await added.json()) as { data: Conversation }).data.members.map((m) => m.id).sort()).toEqual(
      [owner.user.id, fan.user.id, other.user.id].sort(),
    );

    const members = await t.request(`/api/sendbird/list-members?chat_url=${group.chat_url}`, { token: fan.token });
    expect(members.status).toBe(200);

    const notOwner = await t.request('/api/sendbird/kick-from-a-chat', {
      method: 'PUT',
      token: fan.token,
      json: { chat_url: group.chat_url, fan_id: other.user.id },
    });
    expect(notOwner.status).toBe(403);
    const kicked = await t.request('/api/sendbird/kick-from-a-chat', {
      method: 'PUT',
      token: owner.token,
      json: { chat_url: group.chat_url, fan_id: fan.user.id },
    });
    expect(kicked.status).toBe(200);
    expect((await t.request(`/api/chat/conversations/${group.id}/messages`, { token: fan.token })).status).toBe(403);
    expect((await send(fan.token, group.id, 'still here?', 'k-1')).status).toBe(403);
    const again = await t.request('/api/sendbird/kick-from-a-chat', {
      method: 'PUT',
      token: owner.token,
      json: { chat_url: group.chat_url, fan_id: fan.user.id },
    });
    expect(again.status).toBe(422);
  });

  it('refuses to add people to a direct conversation', async () => {
    const fan = await person('fan');
    const creator = await person('creator');
    await follow(fan.user.id, creator.user.id);
    const c = await startDirect(creator.token, fan.user.id);
    const third = await person('creator');
    const res = await t.request(`/api/chat/conversations/${c.id}`, {
      method: 'PUT',
      token: creator.token,
      json: { add_user_ids: [third.user.id] },
    });
    expect(res.status).toBe(422);
  });
});
