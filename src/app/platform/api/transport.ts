import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OutgoingRequest {
  method: HttpMethod;
  path: string;
  query?: string | URLSearchParams;
  body?: unknown;
  /** The bearer token; without one the locale and currency headers are left out too (spec §7). */
  token?: string;
  /** Headers a call adds, e.g. a refund's `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A response already read: the status and the parsed body (JSON, text, or undefined when empty). */
export interface HttpResult {
  status: number;
  body: unknown;
}

export interface TransportOptions {
  baseUrl?: string;
  fetch: typeof fetch;
  getLocale: () => string;
  getCurrency: () => string;
}

function withQuery(path: string, query: OutgoingRequest['query']): string {
  const text = (typeof query === 'string' ? query : (query?.toString() ?? '')).replace(/^\?/, '');
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The browser refuses keepalive requests whose bodies in flight together pass 64 KiB (beacons included):
 * this client keeps its own within half of that.
 */
const KEEPALIVE_BUDGET_BYTES = 32 * 1024;
let keepaliveBytesInFlight = 0;

/**
 * A small write is sent with `keepalive`, so it still reaches the server when the page goes away right
 * after it (a tap on Follow, then a reload): without it the browser drops a request it has not sent yet.
 * Returns the bytes it takes from the budget, or undefined for a plain request.
 */
function keepaliveShare(method: HttpMethod, body: string | undefined): number | undefined {
  if (method === 'GET') return undefined;
  const bytes = body === undefined ? 0 : new TextEncoder().encode(body).byteLength;
  if (keepaliveBytesInFlight + bytes > KEEPALIVE_BUDGET_BYTES) return undefined;
  keepaliveBytesInFlight += bytes;
  return bytes;
}

/**
 * One HTTP exchange with the spec's headers and nothing else: no retries, no token logic.
 * A request that gets no answer becomes an ApiError with status 0; a cancelled one stays an
 * AbortError so TanStack Query treats it as a cancellation, not a failure.
 */
export function createTransport({ baseUrl = '', fetch, getLocale, getCurrency }: TransportOptions) {
  return async function send(request: OutgoingRequest): Promise<HttpResult> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      ...request.headers,
    };
    if (request.token) {
      headers.Authorization = `Bearer ${request.token}`;
      headers.applocale = getLocale();
      headers.appcurrency = getCurrency();
    }
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const share = keepaliveShare(request.method, body);
    try {
      const response = await fetch(baseUrl + withQuery(request.path, request.query), {
        method: request.method,
        headers,
        body,
        signal: request.signal,
        keepalive: share !== undefined,
      });
      return { status: response.status, body: parseBody(await response.text()) };
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, 'offline', null, undefined, { method: request.method, path: request.path });
    } finally {
      if (share !== undefined) keepaliveBytesInFlight -= share;
    }
  };
}

export type Send = ReturnType<typeof createTransport>;
