import WebSocket from 'ws';
import type { RealtimeServerMessage } from '@shared/schemas/chat';
import { until } from '@tests/support/wait';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in tab's socket through the proxy that, like the PWA's, reconnects with a new ticket whenever it closes. */
export class LiveSocket {
  readonly messages: RealtimeServerMessage[] = [];
  readonly closeCodes: number[] = [];
  reconnects = 0;
  readies = 0;
  #ws: WebSocket | null = null;
  #stopped = false;

  private constructor(
    readonly origin: string,
    readonly token: string,
  ) {}

  static async open(origin: string, token: string): Promise<LiveSocket> {
    const socket = new LiveSocket(origin, token);
    void socket.#connect();
    await socket.ready(1);
    return socket;
  }

  /** Waits until the socket has been ready `count` times in all (the first connection counts as one). */
  ready(count: number): Promise<true> {
    return until(`socket ready ${count} times`, () => Promise.resolve(this.readies >= count ? true : undefined));
  }

  async #connect(): Promise<void> {
    while (!this.#stopped) {
      try {
        const res = await fetch(`${this.origin}/api/ws-ticket`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${this.token}`, 'X-Requested-With': 'XMLHttpRequest' },
        });
        if (res.status !== 201) throw new Error(`ws-ticket answered ${res.status}`);
        const { data } = (await res.json()) as { data: { ticket: string } };
        const ws = new WebSocket(`${this.origin.replace(/^http/, 'ws')}/ws`);
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        this.#ws = ws;
        ws.on('message', (raw: WebSocket.RawData) => {
          const message = JSON.parse(String(raw)) as RealtimeServerMessage;
          if (message.type === 'ready') this.readies += 1;
          this.messages.push(message);
        });
        ws.on('error', () => undefined);
        ws.once('close', (code) => {
          this.closeCodes.push(code);
          if (this.#stopped) return;
          this.reconnects += 1;
          void this.#connect();
        });
        ws.send(JSON.stringify({ type: 'auth', ticket: data.ticket }));
        return;
      } catch {
        // The instance that was asked is stopping, or the proxy has none to offer yet: try again shortly.
        await sleep(200);
      }
    }
  }

  /** The chat messages received, by their client id. */
  deliveredIds(): Set<string> {
    const ids = new Set<string>();
    for (const m of this.messages) if (m.type === 'message') ids.add(m.message.client_message_id);
    return ids;
  }

  close(): void {
    this.#stopped = true;
    this.#ws?.close();
  }
}
