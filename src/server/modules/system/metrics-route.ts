import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from '../../http/context';
import { notFound } from '../../http/errors';
import { metricsFor } from '../../metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's own address: X-Forwarded-For is never believed here (a proxy on this machine must not pass /metrics on). */
function fromThisMachine(c: Context<Env>): boolean {
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}

function holdsToken(c: Context<Env>, token: string | undefined): boolean {
  const given = c.req.header('authorization')?.replace(/^Bearer /, '');
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Prometheus's scrape; anyone else learns nothing, not even that it exists. */
export async function serveMetrics(c: Context<Env>): Promise<Response> {
  const { config } = c.var.deps;
  if (!fromThisMachine(c) && !holdsToken(c, config.METRICS_TOKEN)) throw notFound();
  const { registry } = metricsFor(c.var.deps);
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
}
