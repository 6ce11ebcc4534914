import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { anonymousCopies } from './anonymous-copies';
import type { Env } from './context';
import { textAnswer } from './text-answer';

/** The public catalogue: what a visitor browses before signing in, the same for every visitor. */
export const CATALOGUE_PATHS = [
  '/api/content',
  '/api/content/:id{[0-9]+}',
  '/api/feed/landing',
  '/api/feed/content',
  '/api/search/content',
  '/api/autocomplete',
];

/** Short enough that a price change or a newly published item shows within the minute. */
const PUBLIC_POLICY = 'public, max-age=30, stale-while-revalidate=30';
/** Everything besides the URL that changes an answer: the token (a signed-in one), the language, the currency. */
const VARY = 'Authorization, AppLocale, AppCurrency, Accept-Language';

/**
 * Anonymous catalogue answers may be kept by nginx, a CDN or the browser (`Cache-Control: public`, an ETag that
 * turns a repeat into 304). An answer to a signed-in user never is: `privateAnswers`, outside this, makes it
 * `no-store`, and `Vary: Authorization` keeps a cache from handing the anonymous copy to a signed-in request.
 */
export function cacheableCatalogue(copySeconds: number): MiddlewareHandler<Env> {
  const tag = etag({ weak: true });
  const copies = anonymousCopies(copySeconds);
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    await tag(c, async () => {
      await copies(c, async () => {
        await next();
        await textAnswer(c);
      });
    });
    c.res.headers.append('Vary', VARY);
    if (c.var.auth?.user || (c.res.status !== 200 && c.res.status !== 304)) return;
    c.res.headers.set('Cache-Control', PUBLIC_POLICY);
  };
}
