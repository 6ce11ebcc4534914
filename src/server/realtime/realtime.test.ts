import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@shared/schemas/chat';
import { follows } from '@server/db/schema';
import { openEventBus, publishEvent, type RealtimeEvent } from './event-bus';
import { createTestApp, type TestApp } from '../../../tests/support/harness';
import { createUser, tokenFor } from '../../../tests/support/fixtures';
import { secondInstanceDeps, startServer, TestSocket, type RunningServer } from '../../../tests/support/ws-server';
import { until } from '../../../tests/support/wait';

let t: TestApp;
let a: RunningServer;
let b: RunningServer;
let closeSecond: () => Promise<void>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await startServer(t.deps);
  const second = await secondInstanceDeps(t.deps);
  closeSecond = second.close;
  b = await startServer(second.deps);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await b.close();
  await a.close();
  await closeSecond();
  await t.close();
});

async function person(kind: 'fan' | 'creator') {
  const user = await createUser(t.deps, { kind, verified: true });
  return { user, token: await tokenFor(t.deps, user.id, 'api') };
}

async function open(server: RunningServer, token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(server.origin, token);
  sockets.push(socket);
  await socket.waitFor('ready');
  return socket;
}

async function api(server: RunningServer, path: string, token: string, json?: unknown, method = 'POST') {
  return fetch(`${server.origin}${path}`, {
    method: json === undefined ? 'GET' : method,
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });
}

async function pair() {
  const fan = await person('fan');
  const creator = await person('creator');
  await t.deps.db.insert(follows).values({ followerId: fan.user.id, creatorId: creator.user.id });
  const res = await api(a, '/api/chat/conversations', fan.token, { user_ids: [creator.user.id] });
  const conversation = ((await res.json()) as { data: Conversation }).data;
  return { fan, creator, conversation };
}

describe('the real-time channel across two server instances', () => {
  it('delivers a message sent through instance A to the other member on instance B, with counts and receipts', async () => {
    const { fan, creator, conversation } = await pair();
    const onB = await open(b, creator.token);
    const fanOnA = await open(a, fan.token);

    const res = await api(a, `/api/chat/conversations/${conversation.id}/messages`, fan.token, {
      client_message_id: 'live-1',
      body: 'Hello from A',
    });
    expect(res.status).toBe(201);
    const delivered = await onB.waitFor('message', (m) => m.message.client_message_id === 'live-1');
    expect(delivered.message).toMatchObject({ body: 'Hello from A', conversation_id: conversation.id });
    expect(delivered.message.author.id).toBe(fan.user.id);
    const counts = await onB.waitFor('counts', (m) => m.counts.unread_chat_message_notifications_count === 1);
    expect(counts.counts.unread_chat_message_notifications_count).toBe(1);

    // Typing goes over the socket itself, from B to A.
    onB.send({ type: 'typing', conversation_id: conversation.id });
    await fanOnA.waitFor('typing', (m) => m.user_id === creator.user.id);

    // The read receipt reaches the sender on A.
    await api(b, '/api/notifications/mark-chat-as-read', creator.token, { conversation_id: conversation.id });
    await fanOnA.waitFor('read', (m) => m.user_id === creator.user.id && m.message_id === delivered.message.id);
    await onB.waitFor('counts', (m) => m.counts.unread_chat_message_notifications_count === 0);
  });

  it('stops delivering messages, typing and read receipts to a removed member at once', async () => {
    const owner = await person('creator');
    const fan = await person('fan');
    const other = await person('creator');
    await t.deps.db.insert(follows).values({ followerId: fan.user.id, creatorId: owner.user.id });
    const created = await api(a, '/api/chat/conversations', owner.token, {
      user_ids: [fan.user.id, other.user.id],
      name: 'Crew',
    });
    const group = ((await created.json()) as { data: Conversation }).data;
    // Both on instance B: it delivers each event to all its recipients' sockets in one pass.
    const fanSocket = await open(b, fan.token);
    const otherSocket = await open(b, other.token);

    await api(a, `/api/chat/conversations/${group.id}/messages`, owner.token, {
      client_message_id: 'g-1',
      body: 'one',
    });
    await fanSocket.waitFor('message', (m) => m.message.client_message_id === 'g-1');

    const kick = await api(
      a,
      '/api/sendbird/kick-from-a-chat',
      owner.token,
      { chat_url: group.chat_url, fan_id: fan.user.id },
      'PUT',
    );
    expect(kick.status).toBe(200);
    await fanSocket.waitFor('removed', (m) => m.conversation_id === group.id);
    await api(a, `/api/chat/conversations/${group.id}/messages`, owner.token, {
      client_message_id: 'g-2',
      body: 'two',
    });
    await otherSocket.waitFor('message', (m) => m.message.client_message_id === 'g-2');
    const ownerSocket = await open(b, owner.token);
    otherSocket.send({ type: 'typing', conversation_id: group.id });
    await ownerSocket.waitFor('typing', (m) => m.conversation_id === group.id && m.user_id === other.user.id);
    await api(b, '/api/notifications/mark-chat-as-read', other.token, { conversation_id: group.id });
    await ownerSocket.waitFor('read', (m) => m.conversation_id === group.id && m.user_id === other.user.id);
    // B has handed g-2, the typing and the receipt to every recipient by now. A pong asked for afterwards travels
    // behind anything B sent the removed member's socket before it, so once it arrives that socket has everything
    // it will ever get of them.
    await fanSocket.settle();
    const removedAt = fanSocket.received.findIndex((m) => m.type === 'removed');
    expect(
      fanSocket.received
        .slice(removedAt)
        .filter((m) => ['message', 'typing', 'read'].includes(m.type))
        .map((m) => m.type),
    ).toEqual([]);
  });

  it('passes on one typing signal per person and conversation every 2 s, and drops a flood silently', async () => {
    let now = Date.now();
    vi.spyOn(t.deps.clock, 'now').mockImplementation(() => now);
    const { fan, creator, conversation } = await pair();
    const secondFan = await person('fan');
    await t.deps.db.insert(follows).values({ followerId: secondFan.user.id, creatorId: creator.user.id });
    const opened = await api(a, '/api/chat/conversations', secondFan.token, { user_ids: [creator.user.id] });
    const second = ((await opened.json()) as { data: Conversation }).data;
    const fanOnB = await open(b, fan.token);
    const secondFanOnB = await open(b, secondFan.token);
    const creatorOnA = await open(a, creator.token);
    const typingIn = (id: number) => (m: { conversation_id: number; user_id: number }) =>
      m.conversation_id === id && m.user_id === creator.user.id;

    for (let i = 0; i < 50; i += 1) creatorOnA.send({ type: 'typing', conversation_id: conversation.id });
    // Typing in another conversation is not held back by the flood in the first.
    creatorOnA.send({ type: 'typing', conversation_id: second.id });
    await creatorOnA.settle();
    now += 2000;
    for (let i = 0; i < 50; i += 1) creatorOnA.send({ type: 'typing', conversation_id: conversation.id });
    await creatorOnA.settle();

    await fanOnB.waitForCount(2, 'typing', typingIn(conversation.id));
    await secondFanOnB.waitFor('typing', typingIn(second.id));
    // A message sent after the flood arrives behind every typing signal that was passed on before it.
    await api(a, `/api/chat/conversations/${conversation.id}/messages`, creator.token, {
      client_message_id: 'after-typing',
      body: 'done typing',
    });
    await fanOnB.waitFor('message', (m) => m.message.client_message_id === 'after-typing');
    expect(fanOnB.matching('typing', typingIn(conversation.id))).toHaveLength(2);
    expect(secondFanOnB.matching('typing')).toHaveLength(1);
    // The flood cost the sender nothing more than dropped signals: the socket is still open and answering.
    expect(creatorOnA.closeCode).toBeNull();
  });

  it('never announces what a rolled-back transaction published', async () => {
    const received: RealtimeEvent[] = [];
    const bus = await openEventBus(b.deps.database);
    const stop = bus.subscribe((event) => received.push(event));
    await t.deps.db
      .transaction(async (tx) => {
        await publishEvent(tx, { type: 'chat.channel', channelId: -1, userIds: [] });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await publishEvent(t.deps.db, { type: 'chat.channel', channelId: -2, userIds: [] });
    await until('the committed event', async () =>
      received.some((e) => e.type === 'chat.channel' && e.channelId === -2) ? true : undefined,
    );
    stop();
    await bus.close();
    expect(
      received.filter((e) => e.type === 'chat.channel').map((e) => (e as { channelId: number }).channelId),
    ).toEqual([-2]);
  });

  it('refuses a socket without a valid ticket or with a used one', async () => {
    const fan = await person('fan');
    const bad = await TestSocket.openWithTicket(a.origin, 'not-a-ticket');
    expect(await bad.closed()).toBe(4401);

    const res = await api(a, '/api/ws-ticket', fan.token, {});
    const { data } = (await res.json()) as { data: { ticket: string } };
    const first = await TestSocket.openWithTicket(a.origin, data.ticket);
    sockets.push(first);
    await first.waitFor('ready');
    const reused = await TestSocket.openWithTicket(b.origin, data.ticket);
    expect(await reused.closed()).toBe(4401);

    expect((await fetch(`${a.origin}/api/ws-ticket`, { method: 'POST' })).status).toBe(401);
  });
});
