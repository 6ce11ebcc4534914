import type { WSContext, WSEvents } from 'hono/ws';
import type { RealtimeClientMessage, RealtimeServerMessage } from '@shared/schemas/chat';
import type { Deps } from '../deps';
import { openEventBus, publishEvent, type EventBus, type RealtimeEvent } from './event-bus';
import type { RealtimeHandlers } from './realtime-handlers';
import { liveTokenIds, redeemTicket } from './tickets';

/** A tab must authenticate this soon after connecting. */
const AUTH_TIMEOUT_MS = 10_000;
/** Tabs ping every 25 s; one silent for longer than this is gone. */
const SILENCE_LIMIT_MS = 70_000;
const SWEEP_MS = 30_000;
/** Close codes the client understands: 4401 sign in again (no reconnect with the same token), 4408 timed out. */
export const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_TIMEOUT = 4408;
/** WebSocket's "service restart": the client reconnects (through the proxy, to another instance) at once. */
export const CLOSE_RESTARTING = 1012;

interface Client {
  ws: WSContext;
  userId: number | null;
  tokenId: number | null;
  lastSeen: number;
  authTimer: NodeJS.Timeout | undefined;
}

const hubs = new WeakMap<Deps, RealtimeHub>();

/** The hub serving sockets on this database's server instance (none in plain `app.request` tests). */
export function hubFor(deps: Deps): RealtimeHub | undefined {
  return hubs.get(deps);
}

/**
 * This instance's open sockets, by user. Everything that happens is published through the event bus, so the
 * instance holding a recipient's socket delivers it, whichever instance took the request.
 */
export class RealtimeHub {
  readonly #deps: Deps;
  readonly #handlers: RealtimeHandlers;
  readonly #bus: EventBus;
  readonly #byUser = new Map<number, Set<Client>>();
  readonly #sweep: NodeJS.Timeout;
  readonly #pendingCounts = new Set<number>();
  #countsTimer: NodeJS.Timeout | undefined;
  /** Set by the server: kick the delivery job when the outbox gets rows. */
  onDeliveries: (() => void) | undefined;

  private constructor(deps: Deps, handlers: RealtimeHandlers, bus: EventBus) {
    this.#deps = deps;
    this.#handlers = handlers;
    this.#bus = bus;
    bus.subscribe((event) => {
      this.#onEvent(event).catch(() => undefined);
    });
    this.#sweep = setInterval(() => void this.#sweepClients().catch(() => undefined), SWEEP_MS);
    this.#sweep.unref();
  }

  static async start(deps: Deps, handlers: RealtimeHandlers, onError?: (error: unknown) => void): Promise<RealtimeHub> {
    const hub = new RealtimeHub(deps, handlers, await openEventBus(deps.database, onError));
    hubs.set(deps, hub);
    return hub;
  }

  get connectedCount(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  /** The handlers for one upgraded connection. */
  events(): WSEvents {
    const client: Client = {
      ws: undefined as unknown as WSContext,
      userId: null,
      tokenId: null,
      lastSeen: Date.now(),
      authTimer: undefined,
    };
    return {
      onOpen: (_event, ws) => {
        client.ws = ws;
        client.authTimer = setTimeout(() => ws.close(CLOSE_UNAUTHORIZED, 'authenticate first'), AUTH_TIMEOUT_MS);
      },
      onMessage: (event, ws) => {
        client.ws = ws;
        client.lastSeen = Date.now();
        const message = parseClientMessage(event.data);
        if (!message) return;
        this.#handle(client, message).catch(() => ws.close(1011, 'server error'));
      },
      onClose: () => {
        clearTimeout(client.authTimer);
        this.#forget(client);
      },
      onError: () => {
        this.#forget(client);
      },
    };
  }

  async close(): Promise<void> {
    clearInterval(this.#sweep);
    clearTimeout(this.#countsTimer);
    for (const set of this.#byUser.values()) for (const c of set) c.ws.close(CLOSE_RESTARTING, 'server restarting');
    this.#byUser.clear();
    hubs.delete(this.#deps);
    await this.#bus.close();
  }

  async #handle(client: Client, message: RealtimeClientMessage): Promise<void> {
    if (message.type === 'auth') {
      if (client.userId !== null) return;
      const session = await redeemTicket(this.#deps, message.ticket);
      if (!session) {
        client.ws.close(CLOSE_UNAUTHORIZED, 'invalid ticket');
        return;
      }
      clearTimeout(client.authTimer);
      client.userId = session.userId;
      client.tokenId = session.tokenId;
      let set = this.#byUser.get(session.userId);
      if (!set) this.#byUser.set(session.userId, (set = new Set()));
      set.add(client);
      send(client, {
        type: 'ready',
        user_id: session.userId,
        counts: await this.#handlers.unreadCounts(this.#deps.db, session.userId),
      });
      return;
    }
    if (client.userId === null) {
      client.ws.close(CLOSE_UNAUTHORIZED, 'authenticate first');
      return;
    }
    if (message.type === 'ping') {
      send(client, { type: 'pong' });
      return;
    }
    if (message.type === 'typing') {
      const members = await this.#handlers.typingAudience(this.#deps, client.userId, message.conversation_id);
      if (!members) return;
      await publishEvent(this.#deps.db, {
        type: 'chat.typing',
        channelId: message.conversation_id,
        userId: client.userId,
        userIds: members,
      });
    }
  }

  #forget(client: Client): void {
    if (client.userId === null) return;
    const set = this.#byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.#byUser.delete(client.userId);
  }

  #local(userIds: number[]): Client[] {
    return userIds.flatMap((id) => [...(this.#byUser.get(id) ?? [])]);
  }

  async #onEvent(event: RealtimeEvent): Promise<void> {
    switch (event.type) {
      case 'deliveries':
        this.onDeliveries?.();
        return;
      case 'unread':
        for (const id of event.userIds) if (this.#byUser.has(id)) this.#pendingCounts.add(id);
        // Coalesced: a burst of messages costs one recount per user, taken after the last commit.
        this.#countsTimer ??= setTimeout(() => void this.#flushCounts().catch(() => undefined), 20);
        return;
      case 'chat.message': {
        const targets = this.#local(event.userIds);
        if (targets.length === 0) return;
        // The sender put the message in the event when it fitted; read it back only when it did not.
        const message = event.message ?? (await this.#handlers.chatMessage(this.#deps.db, event.messageId));
        if (!message) return;
        const frame = JSON.stringify({ type: 'message', message } satisfies RealtimeServerMessage);
        for (const c of targets) c.ws.send(frame);
        return;
      }
      case 'chat.typing':
        this.#broadcast(
          event.userIds.filter((id) => id !== event.userId),
          { type: 'typing', conversation_id: event.channelId, user_id: event.userId },
        );
        return;
      case 'chat.read':
        this.#broadcast(event.userIds, {
          type: 'read',
          conversation_id: event.channelId,
          user_id: event.userId,
          message_id: event.messageId,
        });
        return;
      case 'chat.channel':
        this.#broadcast(event.userIds, { type: 'conversation', conversation_id: event.channelId });
        return;
      case 'chat.removed':
        this.#broadcast(event.userIds, { type: 'removed', conversation_id: event.channelId });
        return;
    }
  }

  #broadcast(userIds: number[], message: RealtimeServerMessage): void {
    const targets = this.#local(userIds);
    if (targets.length === 0) return;
    const frame = JSON.stringify(message);
    for (const c of targets) c.ws.send(frame);
  }

  async #flushCounts(): Promise<void> {
    this.#countsTimer = undefined;
    const ids = [...this.#pendingCounts];
    this.#pendingCounts.clear();
    if (ids.length === 0) return;
    // Everyone the burst reached in one read, not a statement per person one after another.
    const counts = await this.#handlers.unreadCountsOf(this.#deps.db, ids);
    for (const [id, c] of counts) this.#broadcast([id], { type: 'counts', counts: c });
  }

  /** Drops silent tabs, and closes the sockets of signed-out (revoked) or blocked sessions. */
  async #sweepClients(): Promise<void> {
    const now = Date.now();
    const all = [...this.#byUser.values()].flatMap((set) => [...set]);
    for (const c of all) if (now - c.lastSeen > SILENCE_LIMIT_MS) c.ws.close(CLOSE_TIMEOUT, 'silent');
    const live = await liveTokenIds(this.#deps, [...new Set(all.map((c) => c.tokenId ?? 0))]);
    for (const c of all) if (c.tokenId !== null && !live.has(c.tokenId)) c.ws.close(CLOSE_UNAUTHORIZED, 'signed out');
  }
}

function send(client: Client, message: RealtimeServerMessage): void {
  client.ws.send(JSON.stringify(message));
}

function parseClientMessage(data: unknown): RealtimeClientMessage | null {
  if (typeof data !== 'string' || data.length > 4096) return null;
  try {
    const m = JSON.parse(data) as Partial<RealtimeClientMessage> & Record<string, unknown>;
    if (m.type === 'auth' && typeof m.ticket === 'string') return { type: 'auth', ticket: m.ticket };
    if (m.type === 'ping') return { type: 'ping' };
    if (m.type === 'typing' && Number.isInteger(m.conversation_id)) {
      return { type: 'typing', conversation_id: m.conversation_id as number };
    }
    return null;
  } catch {
    return null;
  }
}
