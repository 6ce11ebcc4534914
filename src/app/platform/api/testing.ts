/**
 * Test doubles for the API client's unit tests: a fetch that records every call and answers
 * from a handler, and a Storage kept in memory.
 */
import type { SessionScope } from '@app/platform/session/scope';
import { createTokenStore } from '@app/platform/session/tokens';
import { createApiClient, type ApiClientOptions } from './client';

export interface RecordedCall {
  method: string;
  /** Path plus query string, as the server would see it. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A reply: status and JSON body, or 'network' for a request that gets no answer. */
export type FakeReply = { status: number; body?: unknown } | 'network';

export function createFakeFetch(handler: (call: RecordedCall) => FakeReply | Promise<FakeReply>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://stagepass.test');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const signal = init.signal;
    signal?.throwIfAborted();
    // Like the real fetch, a request cancelled while waiting for its answer rejects with the abort reason.
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    );
    const reply = await Promise.race([handler(call), aborted]);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** The auth envelope of /auth/token, /login and /refresh-token. */
export function authReply(accessToken: string, expiresIn: number, refreshToken?: string, data: unknown = null) {
  return {
    status: 200,
    body: {
      data,
      oauth: { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn, token_type: 'Bearer' },
    },
  };
}

export const bearer = (call: RecordedCall) => call.headers.Authorization?.replace(/^Bearer /, '');

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A client over a fake fetch and an in-memory token store, with `onSignedOut` recorded. */
export function setupClient(
  handler: (call: RecordedCall) => FakeReply | Promise<FakeReply>,
  overrides: Partial<ApiClientOptions> = {},
) {
  const store = createTokenStore(memoryStorage(), undefined);
  const fake = createFakeFetch(handler);
  const signedOut: Array<[SessionScope, string]> = [];
  const client = createApiClient({
    fetch: fake.fetch,
    tokens: store,
    getLocale: () => 'ja',
    getCurrency: () => 'JPY',
    onSignedOut: (scope, reason) => signedOut.push([scope, reason]),
    ...overrides,
  });
  return { client, store, calls: fake.calls, signedOut };
}
