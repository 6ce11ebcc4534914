import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeServerMessage } from '@shared/schemas/chat';
import { backoffDelay, RealtimeClient } from './realtime';

/** A WebSocket stand-in that records what the client sends and lets the test play the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
  serverSends(message: RealtimeServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const ready: RealtimeServerMessage = {
  type: 'ready',
  user_id: 1,
  counts: { unread_notifications_count: 2, unread_chat_message_notifications_count: 3 },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from 1 s to a 30 s ceiling, with jitter of half either way', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(12, () => 0.5)).toBe(30_000);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(12, () => 0.999)).toBeLessThan(45_000);
  });
});

describe('RealtimeClient', () => {
  it('authenticates with a ticket in the first message, pings, and reconnects with a new ticket', async () => {
    vi.useFakeTimers();
    let tickets = 0;
    const client = new RealtimeClient({
      getTicket: () => Promise.resolve(`ticket-${++tickets}`),
      url: () => 'ws://test/ws',
      WebSocket: FakeSocket as unknown as typeof WebSocket,
      pingMs: 1000,
      random: () => 0.5,
    });
    const received: RealtimeServerMessage[] = [];
    const statuses: string[] = [];
    client.subscribe((m) => received.push(m));
    client.onStatus((s) => statuses.push(s));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.last!;
    expect(first.url).toBe('ws://test/ws');
    first.onopen?.();
    expect(JSON.parse(first.sent[0]!)).toEqual({ type: 'auth', ticket: 'ticket-1' });
    first.serverSends(ready);
    expect(client.status).toBe('open');
    expect(received).toEqual([ready]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(JSON.parse(first.sent.at(-1)!)).toEqual({ type: 'ping' });

    first.onclose?.();
    expect(client.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.last).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeSocket.last!;
    expect(second).not.toBe(first);
    second.onopen?.();
    expect(JSON.parse(second.sent[0]!)).toEqual({ type: 'auth', ticket: 'ticket-2' });
    expect(statuses).toEqual(['connecting', 'open', 'offline', 'connecting']);
    client.stop();
    expect(client.status).toBe('idle');
  });

  it('never queues typing while offline', () => {
    const client = new RealtimeClient({ WebSocket: FakeSocket as unknown as typeof WebSocket });
    expect(client.send({ type: 'typing', conversation_id: 1 })).toBe(false);
  });
});
