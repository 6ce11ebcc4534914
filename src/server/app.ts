import { Hono } from 'hono';
import type { Env } from './http/context';
import type { Deps } from './deps';
import { resolveAuth } from './http/auth';
import { limitBodies } from './http/body-limit';
import { cacheableCatalogue, CATALOGUE_PATHS } from './http/catalogue-cache';
import { compressAnswers, COMPRESSED_PATHS } from './http/compression';
import { handleError, handleNotFound } from './http/error-handler';
import { notFound } from './http/errors';
import { localeAndCurrency } from './http/locale';
import type { ApiRouter } from './http/route';
import { refuseUnstorableText } from './http/storable-text';
import { privateAnswers } from './http/private-answers';
import { securityHeaders } from './http/security-headers';
import { servePwa } from './http/static-pwa';
import { requestIdAndMetrics } from './http/request-id';
import { serveMetrics } from './modules/system/metrics-route';
import { buildOpenApiDocument } from './modules/system/openapi';
import { systemRouter } from './modules/system/routes';
import { authRouter } from './modules/auth/routes';
import { adminProfileRouter, profileRouter } from './modules/profile/routes';
import { referenceRouter } from './modules/reference/routes';
import { contentRouter } from './modules/content/routes';
import { studioRouter } from './modules/studio/routes';
import { onboardingRouter } from './modules/onboarding/routes';
import { feedbackRouter } from './modules/feedback/routes';
import { creatorsRouter } from './modules/creators/routes';
import { staticPagesRouter } from './modules/static-pages/routes';
import { translationsRouter } from './modules/translations/routes';
import { mediaRouter } from './modules/media/routes';
import { uploadsRouter } from './modules/uploads/routes';
import { uploadPartsRouter } from './modules/uploads/part-routes';
import { feedRouter } from './modules/feed/routes';
import { searchRouter } from './modules/search/routes';
import { reviewsRouter } from './modules/reviews/routes';
import { reportsRouter } from './modules/reports/routes';
import { calendarFileRouter, calendarRouter } from './modules/calendar/routes';
import { fanRouter } from './modules/fan/routes';
import { libraryRouter } from './modules/library/routes';
import { playlistsRouter } from './modules/playlists/routes';
import { paymentsRouter } from './modules/payments/routes';
import { walletRouter } from './modules/wallet/routes';
import { adminCommerceRouter } from './modules/refunds/routes';
import { couponsRouter } from './modules/coupons/routes';
import { playbackRouter } from './modules/playback/routes';
import { sharePagesRouter } from './modules/sharing/page-routes';
import { sharingRouter } from './modules/sharing/routes';
import { chatRouter } from './modules/chat/routes';
import { notificationsRouter } from './modules/notifications/routes';
import { realtimeRouter, realtimeSocketRouter } from './realtime/routes';
import { adminRouter } from './modules/admin/routes';
import { socialCallbackRouter } from './modules/social/callback-routes';
import { linkedProvidersRouter, socialAuthRouter } from './modules/social/routes';

/** Paths the PWA never owns: the static fallback stays out of them. */
const API_BASES = ['/api', '/admin-api', '/auth', '/media', '/ws', '/metrics'];

/** Every module's router and the base path it is mounted at. Adding a module = one line here. */
export function apiRouters(): { base: string; router: ApiRouter }[] {
  return [
    { base: '/api', router: systemRouter },
    { base: '/auth', router: authRouter },
    { base: '/auth', router: socialAuthRouter },
    { base: '/api', router: linkedProvidersRouter },
    // Providers send the browser back to /social/{provider}/callback at the root, outside the API.
    { base: '', router: socialCallbackRouter },
    { base: '/api', router: profileRouter },
    { base: '/admin-api', router: adminProfileRouter },
    { base: '/admin-api', router: adminRouter },
    { base: '/api', router: referenceRouter },
    // Before contentRouter: /content/calendar must not be read as an item id.
    { base: '/api', router: studioRouter },
    { base: '/api', router: onboardingRouter },
    { base: '/api', router: feedbackRouter },
    { base: '/api', router: contentRouter },
    { base: '/api', router: creatorsRouter },
    { base: '/api', router: staticPagesRouter },
    { base: '/api', router: translationsRouter },
    { base: '/media', router: mediaRouter },
    { base: '/media', router: uploadPartsRouter },
    { base: '/api', router: uploadsRouter },
    { base: '/api', router: feedRouter },
    { base: '/api', router: searchRouter },
    { base: '/api', router: reviewsRouter },
    { base: '/api', router: reportsRouter },
    { base: '/api', router: calendarRouter },
    // Calendar apps subscribe to /calendar/<token>.ics at the root, outside /api.
    { base: '', router: calendarFileRouter },
    { base: '/api', router: fanRouter },
    { base: '/api', router: libraryRouter },
    { base: '/api', router: playlistsRouter },
    { base: '/api', router: paymentsRouter },
    { base: '/api', router: walletRouter },
    { base: '/admin-api', router: adminCommerceRouter },
    { base: '/api', router: couponsRouter },
    { base: '/api', router: playbackRouter },
    { base: '/api', router: sharingRouter },
    // Short-link redirects (/s/<code>) and link previews (/share/content/<id>) are pages, outside /api.
    { base: '', router: sharePagesRouter },
    { base: '/api', router: chatRouter },
    { base: '/api', router: notificationsRouter },
    { base: '/api', router: realtimeRouter },
    { base: '', router: realtimeSocketRouter },
  ];
}

export function buildApp(deps: Deps): Hono<Env> {
  const app = new Hono<Env>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestIdAndMetrics());
  const compression = compressAnswers();
  for (const path of COMPRESSED_PATHS) app.use(path, compression);
  app.use('*', securityHeaders(deps.config));
  app.use('*', privateAnswers);
  const catalogue = cacheableCatalogue(deps.config.ANONYMOUS_COPY_SECONDS);
  for (const path of CATALOGUE_PATHS) app.use(path, catalogue);
  app.use('*', localeAndCurrency);
  // Refusals at the edge come after the locale (their messages are translated), before the token lookup.
  app.use('*', limitBodies);
  app.use('*', refuseUnstorableText);
  // Before the token lookup: the scraper's bearer token is not a user's.
  app.get('/metrics', serveMetrics);
  app.use('*', resolveAuth);

  const mounts = apiRouters();
  let openApi: unknown;
  app.get('/api/openapi.json', (c) => c.json((openApi ??= buildOpenApiDocument(mounts, deps.config.publicUrl))));
  for (const { base, router } of mounts) app.route(base, router.hono);

  // Unknown API paths answer JSON, never the app shell.
  for (const base of API_BASES) {
    app.all(base, () => {
      throw notFound();
    });
    app.all(`${base}/*`, () => {
      throw notFound();
    });
  }
  app.get('*', servePwa(deps.config.STATIC_DIR));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
