import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { ApiError } from '@app/platform/api/api-error';
import { offlineDb } from '@app/platform/storage';
import { ChatOutbox } from './outbox';

const post = vi.fn();
vi.mock('@app/platform/api', async () => {
  const errors = await import('@app/platform/api/api-error');
  return { api: { post: (...args: unknown[]) => post(...args) }, isApiError: errors.isApiError };
});
vi.mock('@app/platform/session', () => ({ onSignOut: () => () => undefined }));

const offline = () => new ApiError(0, 'Network error', null);
const sentBodies = () => post.mock.calls.map((call) => (call[1] as { body: string }).body);
const stored = (body: { client_message_id: string; body: string }) =>
  ({ id: 1, conversation_id: 5, ...body }) as unknown as ChatMessage;

function message(n: number) {
  return { client_message_id: `c-${n}`, conversation_id: 5, body: `message ${n}`, attachment_id: null };
}

beforeEach(async () => {
  post.mockReset();
  await clear(offlineDb);
});

describe('ChatOutbox', () => {
  it('keeps what was written offline, in order, and sends it in that order when the connection returns', async () => {
    post.mockRejectedValue(offline());
    const outbox = new ChatOutbox();
    for (const n of [1, 2, 3]) await outbox.enqueue(message(n));
    await outbox.flush();
    // Offline: the first one was tried and nothing behind it jumped the queue.
    expect(new Set(sentBodies())).toEqual(new Set(['message 1']));
    expect(outbox.items.map((m) => [m.body, m.state])).toEqual([
      ['message 1', 'pending'],
      ['message 2', 'pending'],
      ['message 3', 'pending'],
    ]);

    post.mockReset();
    post.mockImplementation((_path: string, body: { client_message_id: string; body: string }) =>
      Promise.resolve({ data: stored(body) }),
    );
    const delivered: string[] = [];
    outbox.onSent = (m) => delivered.push(m.body);
    await outbox.flush();
    expect(sentBodies()).toEqual(['message 1', 'message 2', 'message 3']);
    // Each resend carries the id it was written with, so the server stores it once however often it arrives.
    expect(post.mock.calls.map((call) => (call[1] as { client_message_id: string }).client_message_id)).toEqual([
      'c-1',
      'c-2',
      'c-3',
    ]);
    expect(post.mock.calls[0]![0]).toBe('/api/chat/conversations/5/messages');
    expect(delivered).toEqual(['message 1', 'message 2', 'message 3']);
    expect(outbox.items).toEqual([]);
  });

  it('survives a reload: a new tab sends what the last one could not', async () => {
    post.mockRejectedValue(offline());
    const before = new ChatOutbox();
    await before.enqueue(message(1));
    await before.enqueue(message(2));
    await before.flush();

    post.mockReset();
    post.mockImplementation((_path: string, body: { client_message_id: string; body: string }) =>
      Promise.resolve({ data: stored(body) }),
    );
    const after = new ChatOutbox();
    await after.flush();
    expect(sentBodies()).toEqual(['message 1', 'message 2']);
    expect(after.items).toEqual([]);
  });

  it('does not send a message twice when the connection returns while it is being sent', async () => {
    const answers: (() => void)[] = [];
    post.mockImplementation(
      (_path: string, body: { client_message_id: string; body: string }) =>
        new Promise((resolve) => answers.push(() => resolve({ data: stored(body) }))),
    );
    const outbox = new ChatOutbox();
    const delivered: string[] = [];
    outbox.onSent = (m) => delivered.push(m.client_message_id);
    await outbox.enqueue(message(1));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    // The socket's `ready` and the browser's `online` both flush, while the first send is still on its way.
    const again = [outbox.flush(), outbox.flush()];
    await outbox.enqueue(message(2));
    expect(post).toHaveBeenCalledTimes(1);

    answers.shift()!();
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    answers.shift()!();
    await Promise.all(again);
    await outbox.flush();
    expect(sentBodies()).toEqual(['message 1', 'message 2']);
    expect(delivered).toEqual(['c-1', 'c-2']);
    expect(outbox.items).toEqual([]);
  });

  it('resends with the same id when the answer was lost, so the server can keep one copy', async () => {
    // The request reached the server, but the connection dropped before the answer came back.
    post.mockRejectedValueOnce(offline());
    post.mockImplementation((_path: string, body: { client_message_id: string; body: string }) =>
      Promise.resolve({ data: stored(body) }),
    );
    const outbox = new ChatOutbox();
    const delivered: string[] = [];
    outbox.onSent = (m) => delivered.push(m.client_message_id);
    await outbox.enqueue(message(1));
    await outbox.flush();
    expect(outbox.items).toMatchObject([{ client_message_id: 'c-1', state: 'pending' }]);

    await outbox.flush();
    expect(post.mock.calls.map((call) => (call[1] as { client_message_id: string }).client_message_id)).toEqual([
      'c-1',
      'c-1',
    ]);
    expect(delivered).toEqual(['c-1']);
    expect(outbox.items).toEqual([]);
  });

  it('marks a message the server refuses as failed, goes on with the next, and sends it again on retry', async () => {
    post.mockImplementation((_path: string, body: { client_message_id: string; body: string }) =>
      body.client_message_id === 'c-1'
        ? Promise.reject(new ApiError(403, 'You are not a member of this conversation.', null))
        : Promise.resolve({ data: stored(body) }),
    );
    const outbox = new ChatOutbox();
    await outbox.enqueue(message(1));
    await outbox.enqueue(message(2));
    await outbox.flush();
    expect(outbox.items).toMatchObject([
      { client_message_id: 'c-1', state: 'failed', error: 'You are not a member of this conversation.' },
    ]);
    expect(sentBodies()).toContain('message 2');

    post.mockImplementation((_path: string, body: { client_message_id: string; body: string }) =>
      Promise.resolve({ data: stored(body) }),
    );
    await outbox.retry('c-1');
    await outbox.flush();
    expect(outbox.items).toEqual([]);
  });
});
