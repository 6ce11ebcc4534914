import { defineMessages } from '@shared/message-descriptor';
import { SendLogSchema } from '@shared/schemas/log';
import { rateLimit } from '../../http/rate-limit';
import { One } from '@shared/schemas/envelope';
import { HealthSchema, NotReadySchema, PongSchema, ReadySchema } from '@shared/schemas/system';
import { answerWith, createRouter, defineRoute, noContent, one } from '../../http/route';
import { messageRenderer } from '../../i18n/render';
import { readiness } from './readiness';
import { storeClientLog } from './store-client-log';

export const systemRouter = createRouter('api');

export const SystemMessages = defineMessages({
  unavailable: /*i18n*/ {
    id: 'system.unavailable',
    message: 'The service is not available yet. Please try again shortly.',
  },
});

defineRoute(
  systemRouter,
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness: 200 while the process serves requests (the database is asked by /ready)',
    access: 'public',
    responses: { 200: HealthSchema },
  },
  (c) => answerWith(c, { status: 'ok' as const }, 200),
);

defineRoute(
  systemRouter,
  {
    method: 'get',
    path: '/ready',
    summary: 'Readiness: 200 when the database answers, its migrations are applied and storage answers; else 503',
    access: 'public',
    responses: { 200: ReadySchema, 503: NotReadySchema },
  },
  async (c) => {
    const checks = await readiness(c.var.deps);
    if (Object.values(checks).every(Boolean)) return answerWith(c, { status: 'ready' as const, checks }, 200);
    // Not ready may mean no database: the message is rendered without the admin's overrides.
    return answerWith(c, { message: messageRenderer(c.var.locale)(SystemMessages.unavailable), checks }, 503);
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
    responses: { 200: One(PongSchema) },
  },
  (c) => one(c, { pong: true as const }),
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
    responses: { 204: null },
  },
  async (c, { body }) => {
    // Attribution only: the admin side reports here too, with its backend-scope token.
    await storeClientLog(c.var.deps, body, c.var.auth?.user?.id ?? null);
    return noContent(c);
  },
);
