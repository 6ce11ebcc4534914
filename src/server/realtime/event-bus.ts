import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { ChatMessage } from '@shared/schemas/chat';
import type { Database, Db, Tx } from '../db/client';

/** PGlite folds channel names to lower case, so the name is lower-case words only. */
export const REALTIME_CHANNEL = 'stagepass_realtime';

/**
 * What travels between server instances. Events are small on purpose (PostgreSQL caps a payload at 8000 bytes):
 * each names its recipients and what changed; the instance that holds a recipient's socket reads the rest.
 */
export type RealtimeEvent =
  /** `message` travels along when it fits the payload, so receiving instances need not read it back. */
  | { type: 'chat.message'; channelId: number; messageId: number; userIds: number[]; message?: ChatMessage }
  | { type: 'chat.typing'; channelId: number; userId: number; userIds: number[] }
  | { type: 'chat.read'; channelId: number; userId: number; messageId: number; userIds: number[] }
  | { type: 'chat.channel'; channelId: number; userIds: number[] }
  | { type: 'chat.removed'; channelId: number; userIds: number[] }
  /** Unread totals changed for these users: each instance recounts after the commit, so a count is never stale. */
  | { type: 'unread'; userIds: number[] }
  /** New e-mail or push deliveries are waiting in the outbox. */
  | { type: 'deliveries' };

/**
 * Publishes inside the writer's transaction: PostgreSQL delivers a NOTIFY only on commit, so a rolled-back message
 * or notification is never announced. Outside a transaction it goes at once (typing).
 */
export async function publishEvent(db: Db | Tx, event: RealtimeEvent): Promise<void> {
  await publishEvents(db, [event]);
}

/** PostgreSQL refuses a payload of 8000 bytes or more; an event that big goes without its optional parts. */
const PAYLOAD_LIMIT = 7900;

function payloadOf(event: RealtimeEvent): string {
  const text = JSON.stringify(event);
  if (fitsPayload(event) || event.type !== 'chat.message') return text;
  const { message: _dropped, ...bare } = event;
  return JSON.stringify(bare);
}

/**
 * Several events in ONE statement (each NOTIFY is a round trip, and every notifying commit queues on the
 * cluster's notification lock): `unread` events are merged into one, `deliveries` sent once.
 */
export async function publishEvents(db: Db | Tx, events: readonly RealtimeEvent[]): Promise<void> {
  const calls = notifyCalls(events);
  if (calls.length > 0) await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

/** The `pg_notify(…)` calls for these events, for a caller that sends them inside a statement of its own. */
export function notifyCalls(events: readonly RealtimeEvent[]): SQL[] {
  const unread = new Set<number>();
  const others: RealtimeEvent[] = [];
  let deliveries = false;
  for (const event of events) {
    if (event.type === 'unread') for (const id of event.userIds) unread.add(id);
    else if (event.type === 'deliveries') deliveries = true;
    else others.push(event);
  }
  const merged: RealtimeEvent[] = [
    ...others,
    ...(unread.size > 0 ? [{ type: 'unread' as const, userIds: [...unread] }] : []),
    ...(deliveries ? [{ type: 'deliveries' as const }] : []),
  ];
  return merged.map((event) => sql`pg_notify(${REALTIME_CHANNEL}, ${payloadOf(event)})`);
}

/** Whether an event of this size may be sent whole. */
export function fitsPayload(event: RealtimeEvent): boolean {
  return Buffer.byteLength(JSON.stringify(event)) < PAYLOAD_LIMIT;
}
export interface EventBus {
  /** Returns the unsubscribe function. */
  subscribe(handler: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

function parse(payload: string): RealtimeEvent | null {
  try {
    const event = JSON.parse(payload) as RealtimeEvent;
    return typeof event === 'object' && event !== null && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

class Handlers {
  readonly #set = new Set<(event: RealtimeEvent) => void>();
  add(handler: (event: RealtimeEvent) => void): () => void {
    this.#set.add(handler);
    return () => this.#set.delete(handler);
  }
  emit(payload: string): void {
    const event = parse(payload);
    if (!event) return;
    for (const handler of this.#set) handler(event);
  }
}

/**
 * Listens for the events of every instance on this database: PGlite's own `listen()` in the embedded mode, a
 * dedicated `pg.Client` on PostgreSQL (a pooled connection would lose the LISTEN when it is handed to someone else).
 * The PostgreSQL listener reconnects with backoff; events sent while it was away are lost, which the clients cover by
 * refetching on reconnect.
 */
export async function openEventBus(
  database: Database,
  onError: (error: unknown) => void = () => undefined,
): Promise<EventBus> {
  const handlers = new Handlers();
  if (database.pglite) {
    const unlisten = await database.pglite.listen(REALTIME_CHANNEL, (payload) => handlers.emit(payload));
    return { subscribe: (h) => handlers.add(h), close: () => unlisten() };
  }
  if (!database.url) throw new Error('The event bus needs PGlite or a PostgreSQL URL');
  const url = database.url;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    const lost = (error?: unknown) => {
      if (error) onError(error);
      if (client !== c) return;
      client = null;
      void c.end().catch(() => undefined);
      scheduleReconnect();
    };
    c.on('notification', (m) => {
      if (m.channel === REALTIME_CHANNEL && m.payload) handlers.emit(m.payload);
    });
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`LISTEN ${REALTIME_CHANNEL}`);
    client = c;
    delay = 250;
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        onError(error);
        delay = Math.min(delay * 2, 10_000);
        scheduleReconnect();
      });
    }, delay);
  };

  await connect();
  return {
    subscribe: (h) => handlers.add(h),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
