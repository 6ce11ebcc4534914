import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../deps';
import { clientIp } from './client-ip';
import type { Env } from './context';
import { tooManyAttempts } from './errors';

export interface RateLimit {
  /** Names the bucket family, so two limits on one key do not share tokens. */
  name: string;
  /** Requests allowed in a burst. */
  capacity: number;
  /** Tokens given back per minute. */
  perMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Per process, per app instance (tests build many apps): in memory is enough for abuse damping. */
const bucketsByApp = new WeakMap<Deps, Map<string, Bucket>>();
const PRUNE_ABOVE = 10_000;

/** Takes one token; returns 0 when allowed, or the seconds until a token is back. */
export function takeToken(deps: Deps, limit: RateLimit, key: string): number {
  const buckets = bucketsByApp.get(deps) ?? new Map<string, Bucket>();
  bucketsByApp.set(deps, buckets);
  const now = deps.clock.now();
  const id = `${limit.name}:${key}`;
  const perMs = limit.perMinute / 60_000;
  const previous = buckets.get(id) ?? { tokens: limit.capacity, at: now };
  const tokens = Math.min(limit.capacity, previous.tokens + (now - previous.at) * perMs);
  if (tokens < 1) {
    buckets.set(id, { tokens, at: now });
    return (1 - tokens) / perMs / 1000;
  }
  buckets.set(id, { tokens: tokens - 1, at: now });
  if (buckets.size > PRUNE_ABOVE) prune(buckets, `${limit.name}:`, now, perMs, limit.capacity);
  return 0;
}

/** Forgets buckets that have refilled completely: they behave exactly like a new one. */
function prune(buckets: Map<string, Bucket>, prefix: string, now: number, perMs: number, capacity: number): void {
  for (const [id, bucket] of buckets) {
    if (id.startsWith(prefix) && bucket.tokens + (now - bucket.at) * perMs >= capacity) buckets.delete(id);
  }
}

/** Refuses with 429 and Retry-After once the caller (by IP unless told otherwise) runs out of tokens. */
export function rateLimit(limit: RateLimit, keyOf: (c: Context<Env>) => string = clientIp) {
  return createMiddleware<Env>(async (c, next) => {
    const wait = takeToken(c.var.deps, limit, keyOf(c));
    if (wait > 0) throw tooManyAttempts(wait);
    await next();
  });
}
