import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createContent } from '../modules/content/testing';

/*
 * @hono/node-server writes an answer at once when it is still its own light `Response` holding a string (or
 * bytes) with plain headers; a middleware that rebuilds the answer after the handler (`c.header()` once the
 * answer exists, reading its body) turns it into a full `Response` streamed through a reader, which cut the
 * bare JSON route from about 30,000 to 8,000–11,000 req/s. The light class replaces the global `Response`
 * only inside a server, so these tests install it as the server does and put the native one back after.
 */
const native = { Request: globalThis.Request, Response: globalThis.Response };

let t: TestApp;
let clientToken: string;
let fanToken: string;
beforeAll(async () => {
  getRequestListener(() => new Response(null));
  t = await createTestApp({ env: { ANONYMOUS_COPY_SECONDS: '1' } });
  const creator = await createUser(t.deps, { kind: 'creator', verified: true });
  await createContent(t.deps, creator.id);
  clientToken = await tokenFor(t.deps, null, 'api');
  fanToken = await tokenFor(t.deps, (await createUser(t.deps, { kind: 'fan', verified: true })).id, 'api');
});
afterAll(async () => {
  Object.defineProperty(globalThis, 'Request', { value: native.Request });
  Object.defineProperty(globalThis, 'Response', { value: native.Response });
  await t.close();
});

/** The node adapter's own test for its quick path: its cache slot holds a body it can write as it is. */
function isLight(res: Response): boolean {
  const slot = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  const body = slot ? (res as unknown as Record<symbol, unknown[]>)[slot]?.[1] : undefined;
  return typeof body === 'string' || body instanceof Uint8Array;
}

async function answer(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return t.app.fetch(new Request(`http://127.0.0.1${path}`, { headers: { accept: 'application/json', ...headers } }));
}

const LIST = '/api/content?limit=20&expand=cover,shortOwner';

describe('answers the Node adapter can write at once', () => {
  it('stay light, with the request id and the security headers on them', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/api/ping', {}],
      ['/api/health', {}],
      ['/api/nope', {}],
      [LIST, {}],
      [LIST, {}],
      [LIST, { authorization: `Bearer ${clientToken}` }],
      [LIST, { authorization: `Bearer ${fanToken}` }],
      ['/api/feed/landing', {}],
    ];
    for (const [path, headers] of cases) {
      const res = await answer(path, headers);
      const what = `${path} ${headers.authorization ? 'with a token' : 'anonymous'}`;
      expect(isLight(res), what).toBe(true);
      expect(res.headers.get('x-request-id'), what).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('content-security-policy'), what).toContain("default-src 'self'");
      expect(res.headers.get('permissions-policy'), what).toContain('camera=()');
      expect(res.headers.get('vary'), what).toContain('Accept-Encoding');
    }
  });

  it('give each request its own id, a repeat answered from the instance’s copy too', async () => {
    const first = await answer(LIST);
    const repeat = await answer(LIST, { 'x-request-id': 'nginx-repeat-1' });
    expect(repeat.headers.get('x-request-id')).toBe('nginx-repeat-1');
    expect(first.headers.get('x-request-id')).not.toBe('nginx-repeat-1');
    expect(repeat.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await repeat.text()).toBe(await first.text());
  });

  it('never make the adapter build the full request of a GET (it has no body to limit)', async () => {
    for (const path of ['/api/ping', LIST]) {
      const req = new Request(`http://127.0.0.1${path}`, { headers: { accept: 'application/json' } });
      let bodyAsked = false;
      Object.defineProperty(req, 'body', {
        get: () => {
          bodyAsked = true;
          return null;
        },
      });
      expect((await t.app.fetch(req)).status, path).toBe(200);
      expect(bodyAsked, path).toBe(false);
    }
  });

  it('keep a signed-in answer out of every cache', async () => {
    const res = await answer(LIST, { authorization: `Bearer ${fanToken}` });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
