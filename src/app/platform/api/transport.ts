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
    try {
      const response = await fetch(baseUrl + withQuery(request.path, request.query), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      });
      return { status: response.status, body: parseBody(await response.text()) };
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, 'offline', null, undefined, { method: request.method, path: request.path });
    }
  };
}

export type Send = ReturnType<typeof createTransport>;
