/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope;

/** Hashed build files the install did not precache (the back office, other languages' catalogues). */
const APP_CODE_CACHE = 'sp-app-code';
const isAppCode = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

const appCode = new CacheFirst({
  cacheName: APP_CODE_CACHE,
  // Names carry their content hash, so a kept file is never stale; old builds' files age out.
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
});

/** Code the page already loaded before this worker controlled it: a Japanese fan's catalogue on the first visit. */
async function keepLoaded(event: ExtendableMessageEvent, urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const wanted = urls
    .filter((u): u is string => typeof u === 'string')
    .map((u) => new URL(u, self.location.origin))
    .filter(isAppCode);
  for (const url of wanted) {
    if (await matchPrecache(url.pathname)) continue;
    await appCode.handle({ event, request: new Request(url.href) }).catch(() => undefined);
  }
}

/**
 * The precache holds what a fan uses (scripts/fan-precache.ts); any other build file is kept when a page first uses
 * it, so it works offline after that. Call after `precacheAndRoute`, whose route must answer precached files first.
 */
export function cacheAppCodeOnUse(): void {
  registerRoute(({ request, url }) => request.method === 'GET' && isAppCode(url), appCode);
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; urls?: unknown } | null;
    if (data?.type === 'CACHE_APP_CODE') event.waitUntil(keepLoaded(event, data.urls));
  });
}
