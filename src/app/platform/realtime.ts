import type { RealtimeClientMessage, RealtimeServerMessage, WsTicketSchema } from '@shared/schemas/chat';
import { api, isApiError } from '@app/platform/api';
import type { OneOf } from '@app/platform/api';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'offline';

export interface RealtimeOptions {
  /** Fetches a one-use ticket with the signed-in user's token (the token itself never goes into the socket URL). */
  getTicket?: () => Promise<string>;
  /** The socket URL; the page's own origin by default. */
  url?: () => string;
  WebSocket?: typeof WebSocket;
  /** Heartbeat interval; the server drops a tab silent for 70 s. */
  pingMs?: number;
  random?: () => number;
}

const defaultTicket = () => api.post<OneOf<typeof WsTicketSchema>>('/api/ws-ticket').then((r) => r.data.ticket);
const defaultUrl = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;

/** Reconnect delays: 1 s doubling to 30 s, with ±50% jitter so tabs do not return all at once after an outage. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.5 + random()));
}

/**
 * One authenticated WebSocket per tab: `/ws`, authenticated by a ticket sent as the first message, kept alive with
 * pings, reconnected with backoff (and at once when the browser comes back online). Listeners get every server
 * message and every status change; `ready` arrives after each (re)connection, which is when callers resync.
 */
export class RealtimeClient {
  readonly #options: Required<Omit<RealtimeOptions, 'WebSocket'>> & { WebSocket: typeof WebSocket | undefined };
  readonly #listeners = new Set<(message: RealtimeServerMessage) => void>();
  readonly #statusListeners = new Set<(status: RealtimeStatus) => void>();
  #socket: WebSocket | null = null;
  #status: RealtimeStatus = 'idle';
  #attempt = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;
  #running = false;

  constructor(options: RealtimeOptions = {}) {
    this.#options = {
      getTicket: options.getTicket ?? defaultTicket,
      url: options.url ?? defaultUrl,
      WebSocket: options.WebSocket ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket),
      pingMs: options.pingMs ?? 25_000,
      random: options.random ?? Math.random,
    };
  }

  get status(): RealtimeStatus {
    return this.#status;
  }

  subscribe(listener: (message: RealtimeServerMessage) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    if (typeof window !== 'undefined') window.addEventListener('online', this.#reconnectNow);
    void this.#connect();
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#retry);
    clearInterval(this.#ping);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.#reconnectNow);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000, 'signed out');
    this.#setStatus('idle');
  }

  /** Sends if the socket is open; typing and pings are worth nothing later, so they are never queued. */
  send(message: Exclude<RealtimeClientMessage, { type: 'auth' }>): boolean {
    if (this.#status !== 'open' || !this.#socket) return false;
    this.#socket.send(JSON.stringify(message));
    return true;
  }

  #reconnectNow = () => {
    if (!this.#running || this.#status === 'open' || this.#status === 'connecting') return;
    clearTimeout(this.#retry);
    this.#attempt = 0;
    void this.#connect();
  };

  #setStatus(status: RealtimeStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const l of this.#statusListeners) l(status);
  }

  async #connect(): Promise<void> {
    const Socket = this.#options.WebSocket;
    if (!this.#running || !Socket) return;
    this.#setStatus('connecting');
    let ticket: string;
    try {
      ticket = await this.#options.getTicket();
    } catch (error) {
      // A 401/403 means the session is over (the API client signs out); anything else is a network problem.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return this.stop();
      return this.#scheduleReconnect();
    }
    if (!this.#running) return;
    const socket = new Socket(this.#options.url());
    this.#socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ticket } satisfies RealtimeClientMessage));
    socket.onmessage = (event: MessageEvent) => {
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(String(event.data)) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        this.#attempt = 0;
        this.#setStatus('open');
        clearInterval(this.#ping);
        this.#ping = setInterval(() => this.send({ type: 'ping' }), this.#options.pingMs);
      }
      for (const l of this.#listeners) l(message);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      clearInterval(this.#ping);
      this.#scheduleReconnect();
    };
  }

  #scheduleReconnect(): void {
    if (!this.#running) return;
    this.#setStatus('offline');
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.#connect(), backoffDelay(this.#attempt++, this.#options.random));
  }
}

/** The app's one connection; started for signed-in fans and creators on the site (features/notifications). */
export const realtime = new RealtimeClient();
