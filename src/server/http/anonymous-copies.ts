import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Env } from './context';
import { authOf } from './auth';
import { textAnswer } from './text-answer';

interface Copy {
  /** Kept as text: an answer built from a string is one @hono/node-server writes at once. */
  body: string;
  headers: [string, string][];
}

/** Computes the copy by answering the request that found none; undefined when its answer may not be kept. */
type Compute = () => Promise<Copy | undefined>;

/** Everything an anonymous answer depends on besides the URL (the headers it `Vary`s on, token excepted). */
function keyOf(c: Context<Env>): string {
  const h = (name: string) => c.req.header(name) ?? '';
  return [c.req.url, h('applocale'), h('appcurrency'), h('accept-language')].join('\n');
}

/**
 * A visitor's catalogue request (no token at all) repeated within `ANONYMOUS_COPY_SECONDS` (1 s; far inside the
 * 30 s `Cache-Control` grants any proxy) is answered from this instance's memory: the landing page and the first
 * page of the list are asked for by every visitor, and recomputing the same answer is most of their cost. The
 * visitors who ask while it is being computed wait for that one answer (`LRUCache.fetch` shares it) rather than
 * all computing it when a copy expires. The app's own client token (every visitor's PWA sends one) is a visitor
 * too; a signed-in person's request always goes through, their prices and entitlements being theirs. The copy keeps
 * its ETag; the request id is each request's own (request-id.ts).
 */
export function anonymousCopies(seconds: number): MiddlewareHandler<Env> {
  const copies = new LRUCache<string, Copy, Compute>({
    max: 500,
    ttl: Math.max(seconds, 1) * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return async (c, next) => {
    if (seconds === 0 || c.req.method !== 'GET' || (await authOf(c))?.user) return next();
    let answered = false;
    const compute: Compute = async () => {
      answered = true;
      await next();
      const body = await textAnswer(c);
      return body === undefined ? undefined : { body, headers: [...c.res.headers] };
    };
    const copy = await copies.fetch(keyOf(c), { context: compute });
    if (answered) return;
    if (copy) c.res = new Response(copy.body, { status: 200, headers: copy.headers });
    // The one who computed it got an answer that may not be kept (an error): this request answers for itself.
    else await next();
  };
}
