import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Env } from './context';
import { textAnswer } from './text-answer';

interface Copy {
  /** Kept as text: an answer built from a string is one @hono/node-server writes at once. */
  body: string;
  headers: [string, string][];
}

/** Everything an anonymous answer depends on besides the URL (the headers it `Vary`s on, token excepted). */
function keyOf(c: Context<Env>): string {
  const h = (name: string) => c.req.header(name) ?? '';
  return [c.req.url, h('applocale'), h('appcurrency'), h('accept-language')].join('\n');
}

/**
 * A visitor's catalogue request (no token at all) repeated within `ANONYMOUS_COPY_SECONDS` (1 s; far inside the
 * 30 s `Cache-Control` grants any proxy) is answered from this instance's memory: the landing page and the first
 * page of the list are asked for by every visitor, and recomputing the same answer is most of their cost. Anything
 * with a token (signed in, or the app's own client token) goes through. The copy keeps its ETag, and the request id is the repeat's own (request-id.ts).
 */
export function anonymousCopies(seconds: number): MiddlewareHandler<Env> {
  const copies = new LRUCache<string, Copy>({ max: 500, ttl: Math.max(seconds, 1) * 1000 });
  return async (c, next) => {
    if (seconds === 0 || c.req.method !== 'GET' || c.req.header('authorization')) return next();
    const key = keyOf(c);
    const copy = copies.get(key);
    if (copy) {
      c.res = new Response(copy.body, { status: 200, headers: copy.headers });
      return;
    }
    await next();
    if (c.var.auth?.user) return;
    const body = await textAnswer(c);
    if (body !== undefined) copies.set(key, { body, headers: [...c.res.headers] });
  };
}
