import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Env } from './context';
import { authOf } from './auth';
import { COMPRESSION_THRESHOLD } from './compression';
import { textAnswer } from './text-answer';

const gzipBytes = promisify(gzip);

/** How old a copy may be and still answer while its successor is computed: the `max-age` any proxy grants. */
export const STALE_COPY_MS = 30_000;

interface Copy {
  /** The answer's bytes, encoded once: writing a string re-encodes it for every request. */
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  computedAt: number;
  /** Gzipped once, the first time a visitor's browser asks for it, instead of once per request. */
  gzipped?: Promise<Uint8Array<ArrayBuffer>>;
}

/** Computes the copy by answering the request that found none; undefined when its answer may not be kept. */
type Compute = () => Promise<Copy | undefined>;

/** Everything an anonymous answer depends on besides the URL (the headers it `Vary`s on, token excepted). */
function keyOf(c: Context<Env>): string {
  const h = (name: string) => c.req.header(name) ?? '';
  return [c.req.url, h('applocale'), h('appcurrency'), h('accept-language')].join('\n');
}

/** As `hono/compress` chooses: gzip whenever the browser names it, for an answer worth compressing. */
async function answerFrom(c: Context<Env>, copy: Copy): Promise<Response> {
  const headers = new Headers(copy.headers);
  let body = copy.body;
  if (body.byteLength >= COMPRESSION_THRESHOLD && c.req.header('accept-encoding')?.includes('gzip')) {
    body = await (copy.gzipped ??= gzipBytes(copy.body).then((bytes) => new Uint8Array(bytes)));
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: 200, headers });
}

/**
 * A visitor's catalogue request (no token at all) repeated within `ANONYMOUS_COPY_SECONDS` (1 s; far inside the
 * 30 s `Cache-Control` grants any proxy) is answered from this instance's memory: the landing page and the first
 * page of the list are asked for by every visitor, and recomputing the same answer is most of their cost. The
 * visitors who ask while it is being computed wait for that one answer (`LRUCache.fetch` shares it) rather than
 * all computing it when a copy expires; once a copy has expired, the visitor who asks first computes the next one
 * and the others are answered from the expired copy meanwhile (if it is under `STALE_COPY_MS` old), so nobody
 * waits for a recomputation but the one who started it. The app's own client token (every visitor's PWA sends one)
 * is a visitor too; a signed-in person's request always goes through, their prices and entitlements being theirs.
 * The copy keeps its ETag, its bytes and their gzipped form; the request id is each request's own (request-id.ts).
 */
export function anonymousCopies(seconds: number): MiddlewareHandler<Env> {
  const copies = new LRUCache<string, Copy, Compute>({
    max: 500,
    ttl: Math.max(seconds, 1) * 1000,
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return async (c, next) => {
    if (seconds === 0 || c.req.method !== 'GET' || (await authOf(c))?.user) return next();
    let computing: Promise<Copy | undefined> | undefined;
    const compute: Compute = () =>
      (computing ??= (async () => {
        await next();
        const text = await textAnswer(c);
        if (text === undefined) return undefined;
        return { body: new TextEncoder().encode(text), headers: [...c.res.headers], computedAt: Date.now() };
      })());
    const copy = await copies.fetch(keyOf(c), { context: compute });
    // This request computed the copy (it may have been handed the expired one meanwhile): it answers itself.
    if (computing) return void (await computing);
    if (copy && Date.now() - copy.computedAt <= STALE_COPY_MS) c.res = await answerFrom(c, copy);
    // The one who computed it got an answer that may not be kept (an error), or the copy is too old: this request
    // answers for itself.
    else await next();
  };
}
