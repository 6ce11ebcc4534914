import { SendLogSchema } from '@shared/schemas/log';
import { AppError } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import { createRouter, defineRoute, one } from '../../http/route';
import { databaseAnswers } from './check-database';
import { storeClientLog } from './store-client-log';

export const systemRouter = createRouter('api');

export const SystemMessages = {
  unavailable: 'The service is not available yet. Please try again shortly.',
} as const;

defineRoute(
  systemRouter,
  { method: 'get', path: '/health', summary: 'Liveness: 200 once the database answers', access: 'public' },
  async (c) => {
    if (!(await databaseAnswers(c.var.deps))) throw new AppError(503, SystemMessages.unavailable);
    return c.json({ status: 'ok' });
  },
);

/**
 * The barest route of the server: the whole middleware chain and the envelope, no database. The
 * bench (bench/http-load.ts) compares the content list with it.
 */
defineRoute(
  systemRouter,
  {
    method: 'get',
    path: '/ping',
    summary: 'Liveness of the process alone: { data: { pong: true } }, no database',
    access: 'public',
  },
  (c) => one(c, { pong: true }),
);

/** The PWA reports every failure it shows; a broken client in a loop must not flood the table. */
systemRouter.hono.use('/sendLog', rateLimit({ name: 'send-log', capacity: 60, perMinute: 60 }));

defineRoute(
  systemRouter,
  {
    method: 'post',
    path: '/sendLog',
    summary: 'Store a client-side log entry (secrets are scrubbed); 204',
    description: 'Rate-limited to 60 per minute per IP.',
    access: 'public',
    body: SendLogSchema,
  },
  async (c, { body }) => {
    // Attribution only: the admin side reports here too, with its backend-scope token.
    await storeClientLog(c.var.deps, body, c.var.auth?.user?.id ?? null);
    return c.body(null, 204);
  },
);
