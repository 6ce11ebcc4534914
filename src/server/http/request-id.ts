import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { createLogger } from '../logger';
import { metricsFor } from '../metrics';
import type { Env } from './context';

/** An id our proxy (nginx's $request_id) or a caller set is kept when it is plain; anything else is replaced. */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

/**
 * Every request gets an id, returned in `X-Request-Id` and written on its log line, so a user's report, the
 * proxy's log and ours meet; its rate and latency are counted by route for /metrics.
 */
export function requestIdAndMetrics(): MiddlewareHandler<Env> {
  let logger: ReturnType<typeof createLogger> | undefined;
  return async (c, next) => {
    const deps = c.var.deps;
    logger ??= createLogger(deps.config.LOG_LEVEL);
    const given = c.req.header('x-request-id');
    const id = given && PLAIN_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    const started = performance.now();
    // Before the handler, so its answer is built with it (see security-headers.ts); a stored copy carries
    // another request's id, and a raw `Response` none, so the answer is checked after.
    c.header('X-Request-Id', id);
    await next();
    if (c.res.headers.get('x-request-id') !== id) c.res.headers.set('X-Request-Id', id);
    const seconds = (performance.now() - started) / 1000;
    // After next(), the template of the handler that answered (`/api/content/:id`): metric labels stay few.
    const route = routePath(c) || 'unmatched';
    metricsFor(deps).observeRequest(c.req.method, route, c.res.status, seconds);
    logger.debug('request', {
      requestId: id,
      method: c.req.method,
      path: c.req.path,
      route,
      status: c.res.status,
      ms: Math.round(seconds * 1000),
    });
  };
}
