import { createMiddleware } from 'hono/factory';
import type { Env } from './context';

/**
 * A JSON answer to a signed-in user may hold their data (and differs per user behind the same URL), so no
 * browser or proxy cache keeps it. A client-credentials token is anonymous: public answers keep their
 * own cache headers for it, as they do without a token.
 */
export const privateAnswers = createMiddleware<Env>(async (c, next) => {
  await next();
  if (c.var.auth?.user && c.res.headers.get('content-type')?.includes('application/json')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
});
