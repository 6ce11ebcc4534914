import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import WebSocket from 'ws';
import type { RealtimeServerMessage } from '@shared/schemas/chat';
import { buildApp } from '@server/app';
import { openPostgres } from '@server/db/client';
import type { Deps } from '@server/deps';
import { JobQueue } from '@server/jobs/job-queue';
import { backgroundJobs } from '@server/background-jobs';
import type { RealtimeHub } from '@server/realtime/hub';
import { startRealtime } from '@server/realtime/start-realtime';
import { realtimeHandlers } from '@server/realtime-handlers';
import { WAIT_MS } from './wait';

export interface RunningServer {
  deps: Deps;
  hub: RealtimeHub;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Serves these deps on a real port with the WebSocket wired as in main.ts: one server instance. */
export async function startServer(deps: Deps): Promise<RunningServer> {
  const realtime = await startRealtime(deps, realtimeHandlers);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      { fetch: buildApp(deps).fetch, hostname: '127.0.0.1', port: 0, websocket: realtime.websocket },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    deps,
    hub: realtime.hub,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of realtime.websocket.server.clients) socket.terminate();
      await realtime.hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A second instance on the same database: on PostgreSQL its own pool, job queue and LISTEN connection, as a
 * second process would have; on PGlite (one process only) its own deps and hub over the shared database.
 */
export async function secondInstanceDeps(first: Deps): Promise<{ deps: Deps; close(): Promise<void> }> {
  const database = first.database.url ? await openPostgres(first.database.url) : first.database;
  const jobs = await JobQueue.open(database, backgroundJobs);
  const deps: Deps = { ...first, database, db: database.db, jobs };
  return {
    deps,
    close: async () => {
      await jobs.stop();
      if (database !== first.database) await database.close();
    },
  };
}

/** A signed-in tab's socket that records what it receives. */
export class TestSocket {
  readonly received: RealtimeServerMessage[] = [];
  readonly #ws: WebSocket;
  #waiters: (() => void)[] = [];
  closeCode: number | null = null;
  /** Called for every message as it arrives (the bench times deliveries with it). */
  onMessage: ((message: RealtimeServerMessage) => void) | undefined;

  private constructor(ws: WebSocket) {
    this.#ws = ws;
    ws.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as RealtimeServerMessage;
      this.received.push(message);
      this.onMessage?.(message);
      for (const w of this.#waiters.splice(0)) w();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      for (const w of this.#waiters.splice(0)) w();
    });
  }

  /** Opens `/ws` on the server and authenticates with a ticket fetched with the access token. */
  static async open(origin: string, accessToken: string): Promise<TestSocket> {
    const res = await fetch(`${origin}/api/ws-ticket`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (res.status !== 201) throw new Error(`ws-ticket answered ${res.status}`);
    const { data } = (await res.json()) as { data: { ticket: string } };
    return TestSocket.openWithTicket(origin, data.ticket);
  }

  static async openWithTicket(origin: string, ticket: string): Promise<TestSocket> {
    // Browsers offer their encodings on the upgrade request too; the socket must open regardless.
    const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const socket = new TestSocket(ws);
    ws.send(JSON.stringify({ type: 'auth', ticket }));
    return socket;
  }

  send(message: unknown): void {
    this.#ws.send(JSON.stringify(message));
  }

  /** Waits for a received message matching `match` (already received ones count). */
  async waitFor<T extends RealtimeServerMessage['type']>(
    type: T,
    match: (m: Extract<RealtimeServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = WAIT_MS,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>> {
    const found = await this.#until(() => this.matching(type, match)[0], timeoutMs);
    if (!found) throw new Error(`no ${type} message within ${timeoutMs} ms`);
    return found;
  }

  /** The received messages of one type that match. */
  matching<T extends RealtimeServerMessage['type']>(
    type: T,
    match: (m: Extract<RealtimeServerMessage, { type: T }>) => boolean = () => true,
  ): Extract<RealtimeServerMessage, { type: T }>[] {
    return this.received.filter(
      (m): m is Extract<RealtimeServerMessage, { type: T }> =>
        m.type === type && match(m as Extract<RealtimeServerMessage, { type: T }>),
    );
  }

  /** Waits until `count` matching messages have arrived. */
  async waitForCount<T extends RealtimeServerMessage['type']>(
    count: number,
    type: T,
    match: (m: Extract<RealtimeServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = WAIT_MS,
  ): Promise<void> {
    const reached = await this.#until(() => this.matching(type, match).length >= count || undefined, timeoutMs);
    if (!reached) throw new Error(`fewer than ${count} ${type} messages within ${timeoutMs} ms`);
  }

  /**
   * Sends a ping and waits for its pong. The server handles a socket's messages in order, so everything sent
   * before the ping has been handled (though not necessarily delivered onwards) once the pong is back.
   */
  async settle(timeoutMs = WAIT_MS): Promise<void> {
    const pongs = this.matching('pong').length;
    this.send({ type: 'ping' });
    await this.waitForCount(pongs + 1, 'pong', undefined, timeoutMs);
  }

  async #until<R>(check: () => R | undefined, timeoutMs: number): Promise<R | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = check();
      if (result !== undefined) return result;
      const left = deadline - Date.now();
      if (left <= 0 || this.closeCode !== null) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server closed the socket; answers the close code. */
  async closed(timeoutMs = WAIT_MS): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (this.closeCode === null) throw new Error('socket still open');
    return this.closeCode;
  }

  close(): void {
    this.#ws.close();
  }
}
