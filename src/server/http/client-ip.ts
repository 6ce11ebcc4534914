import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from './context';

/**
 * The caller's address, for per-IP limits. X-Forwarded-For is believed only when TRUST_PROXY
 * says our own proxy sets it, and then only its last entry (the one that proxy added):
 * earlier entries come from the client and can be forged.
 */
export function clientIp(c: Context<Env>): string {
  if (c.var.deps.config.TRUST_PROXY === true) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded[forwarded.length - 1];
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
