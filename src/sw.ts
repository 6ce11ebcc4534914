/// <reference lib="webworker" />
/**
 * Stagepass service worker (vite-plugin-pwa, injectManifest).
 *
 * - The app shell is precached, as a fan uses it (no back office, no other language's catalogue); other build
 *   files are kept when first used (src/sw/app-code.ts). Navigations go to the network first and fall back to the
 *   cached shell, then to /offline.html.
 * - The public catalogue (static pages, genres, content) is cached at run time, NetworkFirst with a short
 *   timeout; public images CacheFirst with expiration.
 * - Privacy rule: a response to a request carrying a *user* token never goes into a shared cache.
 *   The worker tells client tokens from user tokens by watching the auth responses that issue them
 *   (see "Token bookkeeping"); a token it has not seen issued counts as a user token, so the unknown
 *   case fails safe. User-specific responses go into `sp-user-<key>`, where the key is a hash of the
 *   first access token of the sign-in session, carried over through every refresh; CLEAR_USER_CACHES
 *   (sent by the app on sign-out) deletes them all.
 * - The app also announces the client tokens it holds (CLIENT_TOKENS), covering a token fetched
 *   before this worker took control.
 * - User-only resources (library metadata, playlists, the collection) are cached per user (USER_ONLY_ROUTES),
 *   and so are the gated video files a signed-in person played (`sp-user-media-<key>`), so the library and a
 *   video left mid-way open offline after one visit. Saved downloads (`sp-user-downloads`, written by the
 *   app) answer first, while their index (idb `stagepass-downloads`) says they are still valid.
 * - Background Sync (src/sw/offline-sync.ts): when the connection returns, the open app is asked to replay
 *   the changes made offline.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import type { RouteHandlerCallbackOptions, RouteMatchCallback, WorkboxPlugin } from 'workbox-core/types';
import { createStore, del, delMany, entries, get, set } from 'idb-keyval';
import { DOWNLOAD_OFFLINE_DAYS, DOWNLOADS_CACHE, DOWNLOADS_DB, type DownloadRecord } from './sw/downloads-contract';
import { cacheAppCodeOnUse } from './sw/app-code';
import './sw/offline-sync';
import './sw/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const PUBLIC_API_CACHE = 'sp-public-api';
const PUBLIC_MEDIA_CACHE = 'sp-media-public';
const USER_CACHE_PREFIX = 'sp-user-';
/** Starts with USER_CACHE_PREFIX, so CLEAR_USER_CACHES removes these too. */
const USER_MEDIA_PREFIX = 'sp-user-media-';
const MEDIA_MAX_ENTRIES = 120;
const API_TIMEOUT_SECONDS = 3;
const NAVIGATION_TIMEOUT_MS = 4000;

precacheAndRoute(self.__WB_MANIFEST);
cacheAppCodeOnUse();
cleanupOutdatedCaches();
// Take control of the first page at once so its shell works offline after one visit. Updates still
// wait for the user's "Reload" (SKIP_WAITING), because registerType is "prompt".
clientsClaim();

// ---------------------------------------------------------------------------------------------------
// Token bookkeeping (hashes only; the tokens themselves are never stored)

const tokenStore = createStore('stagepass-sw', 'tokens');
const downloadsStore = createStore(DOWNLOADS_DB, 'keyval');
type TokenRecord = { kind: 'client'; at: number } | { kind: 'user'; key: string };
/** Client tokens live a day; forget their hashes well after that so the store stays small. */
const CLIENT_RECORD_TTL_MS = 7 * 24 * 3600 * 1000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
}

/** Where a response to this request may be cached: the shared cache, one user's cache, or nowhere. */
async function cacheFor(request: Request): Promise<string | undefined> {
  const token = bearerOf(request);
  if (!token) return PUBLIC_API_CACHE;
  const record = await get<TokenRecord>(await sha256(token), tokenStore);
  if (record?.kind === 'client') return PUBLIC_API_CACHE;
  if (record?.kind === 'user') return USER_CACHE_PREFIX + record.key;
  return undefined;
}

interface OAuthBody {
  oauth?: { access_token?: string; refresh_token?: string };
}

/** Records the tokens an auth response issues, linking refreshed tokens to the session's cache key. */
async function recordIssuedTokens(path: string, body: OAuthBody, sentRefreshToken?: string) {
  const access = body.oauth?.access_token;
  if (!access) return;
  const accessHash = await sha256(access);
  if (path === '/auth/token') {
    await set(accessHash, { kind: 'client', at: Date.now() } satisfies TokenRecord, tokenStore);
    const stale = (await entries<string, TokenRecord>(tokenStore)).filter(
      ([, r]) => r.kind === 'client' && Date.now() - r.at > CLIENT_RECORD_TTL_MS,
    );
    await delMany(
      stale.map(([hash]) => hash),
      tokenStore,
    );
    return;
  }
  let key = accessHash.slice(0, 32);
  if (sentRefreshToken) {
    const previous = await get<TokenRecord>(await sha256(`refresh:${sentRefreshToken}`), tokenStore);
    // A refresh the worker did not see begin (installed mid-session) gets no cache: fail safe.
    if (previous?.kind !== 'user') return;
    key = previous.key;
    await del(await sha256(`refresh:${sentRefreshToken}`), tokenStore);
  }
  await set(accessHash, { kind: 'user', key } satisfies TokenRecord, tokenStore);
  if (body.oauth?.refresh_token) {
    await set(await sha256(`refresh:${body.oauth.refresh_token}`), { kind: 'user', key }, tokenStore);
  }
}

const AUTH_ISSUERS = ['/auth/token', '/auth/login', '/auth/register', '/auth/refresh-token'];

registerRoute(
  ({ url }) => url.origin === self.location.origin && AUTH_ISSUERS.includes(url.pathname),
  async ({ request, url }) => {
    let sentRefreshToken: string | undefined;
    if (url.pathname === '/auth/refresh-token') {
      const sent = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { refresh_token?: string };
      sentRefreshToken = sent.refresh_token;
    }
    const response = await fetch(request);
    if (response.ok) {
      const body = (await response
        .clone()
        .json()
        .catch(() => ({}))) as OAuthBody;
      await recordIssuedTokens(url.pathname, body, sentRefreshToken).catch(() => undefined);
    }
    return response;
  },
  'POST',
);

// ---------------------------------------------------------------------------------------------------
// Runtime caches

/** Localized responses differ by these headers, which the Cache API ignores: fold them into the key. */
const varyByAppHeaders: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__sp_locale', request.headers.get('applocale') ?? '');
    url.searchParams.set('__sp_currency', request.headers.get('appcurrency') ?? '');
    return url.href;
  },
};

const strategies = new Map<string, Strategy>();
function networkFirst(cacheName: string): Strategy {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: API_TIMEOUT_SECONDS,
      // The token differs per session; a Vary: Authorization reply must still match offline.
      matchOptions: { ignoreVary: true },
      plugins: [
        varyByAppHeaders,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

const sameOriginGet =
  (test: (path: string) => boolean): RouteMatchCallback =>
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && test(url.pathname);

const PUBLIC_CATALOGUE = sameOriginGet(
  (p) =>
    p.startsWith('/api/static-pages/') || p === '/api/genres' || p === '/api/content' || p.startsWith('/api/content/'),
);

/** User-only resources cached per user (never shared): the library's metadata, offline after one visit. */
const LIBRARY_PATHS = ['/api/library', '/api/favorites', '/api/following', '/api/profile/collection', '/api/playlists'];
const USER_ONLY_ROUTES: RouteMatchCallback[] = [
  sameOriginGet((p) => LIBRARY_PATHS.some((base) => p === base || p.startsWith(`${base}/`))),
];

registerRoute(PUBLIC_CATALOGUE, async (options) => {
  const cacheName = await cacheFor(options.request);
  return cacheName ? networkFirst(cacheName).handle(options) : fetch(options.request);
});

for (const match of USER_ONLY_ROUTES) {
  registerRoute(match, async (options) => {
    const cacheName = await cacheFor(options.request);
    const perUser = cacheName?.startsWith(USER_CACHE_PREFIX) ? cacheName : undefined;
    return perUser ? networkFirst(perUser).handle(options) : fetch(options.request);
  });
}

registerRoute(
  sameOriginGet((p) => p.startsWith('/media/v/')),
  handleGatedMedia,
);

registerRoute(
  sameOriginGet((p) => p.startsWith('/media/public/')),
  new CacheFirst({
    cacheName: PUBLIC_MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// ---------------------------------------------------------------------------------------------------
// Gated video files: saved downloads first, then the network, then what this user played before

async function handleGatedMedia(options: RouteHandlerCallbackOptions): Promise<Response> {
  const request = options.request;
  const downloaded = await servableDownload(request);
  if (downloaded) return downloaded;
  const cacheName = await cacheFor(request);
  // Only a signed-in person's files are kept, in their own cache; anything else goes straight to the network.
  if (!cacheName?.startsWith(USER_CACHE_PREFIX) || request.headers.has('range')) return fetch(request);
  return mediaStrategy(cacheName.replace(USER_CACHE_PREFIX, USER_MEDIA_PREFIX), request.url).handle(options);
}

const mediaStrategies = new Map<string, { playlists: Strategy; segments: Strategy }>();
/** Playlists may change (a re-encode), segments never do: playlists network first, segments cache first. */
function mediaStrategy(cacheName: string, url: string): Strategy {
  let pair = mediaStrategies.get(cacheName);
  if (!pair) {
    const plugins = [
      new ExpirationPlugin({ maxEntries: MEDIA_MAX_ENTRIES, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ];
    pair = {
      playlists: new NetworkFirst({ cacheName, networkTimeoutSeconds: API_TIMEOUT_SECONDS, plugins }),
      segments: new CacheFirst({ cacheName, plugins }),
    };
    mediaStrategies.set(cacheName, pair);
  }
  return new URL(url).pathname.endsWith('.m3u8') ? pair.playlists : pair.segments;
}

async function servableDownload(request: Request): Promise<Response | undefined> {
  // Never create the cache here: after a sign-out no trace of it may come back.
  if (!(await caches.has(DOWNLOADS_CACHE))) return undefined;
  const cache = await caches.open(DOWNLOADS_CACHE);
  const hit = await cache.match(request.url, { ignoreSearch: true, ignoreVary: true });
  if (!hit) return undefined;
  const assetId = Number(new URL(request.url).pathname.split('/')[3]);
  const record = await get<DownloadRecord>(String(assetId), downloadsStore);
  if (record && Date.now() - record.checkedAt <= DOWNLOAD_OFFLINE_DAYS * 24 * 3600 * 1000) return hit;
  // Not confirmed with the server for too long (or no longer listed): it stops playing, and its files go.
  const keys = await cache.keys();
  await Promise.all(
    keys.filter((k) => new URL(k.url).pathname.startsWith(`/media/v/${assetId}/`)).map((k) => cache.delete(k)),
  );
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Navigations: network first, then the precached shell, then the offline page

const NOT_THE_APP = /^\/(api|auth|admin-api|media|ws)(\/|$)/;

async function shellOrOffline(): Promise<Response> {
  return (await matchPrecache('/index.html')) ?? (await matchPrecache('/offline.html')) ?? Response.error();
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !NOT_THE_APP.test(url.pathname),
  async ({ request }) => {
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
    try {
      const response = await Promise.race([fetch(request), timeout]);
      return response ?? (await shellOrOffline());
    } catch {
      return shellOrOffline();
    }
  },
);

// ---------------------------------------------------------------------------------------------------
// Messages from the app

async function clearUserCaches() {
  const names = new Set([...(await caches.keys()), ...strategies.keys(), ...mediaStrategies.keys()]);
  const userCaches = [...names].filter((n) => n.startsWith(USER_CACHE_PREFIX));
  await Promise.all(userCaches.map((n) => caches.delete(n)));
  // The expiration plugin's index (idb `workbox-expiration`) names every URL the user fetched: it goes too.
  await Promise.all(userCaches.map((n) => new CacheExpiration(n, { maxEntries: 1 }).delete()));
  strategies.forEach((_, name) => name.startsWith(USER_CACHE_PREFIX) && strategies.delete(name));
  mediaStrategies.clear();
  // Forget the signed-out session's tokens; client tokens stay known so the public cache keeps working.
  const records = await entries<string, TokenRecord>(tokenStore);
  await delMany(
    records.filter(([, record]) => record.kind === 'user').map(([hash]) => hash),
    tokenStore,
  );
}

/** The app names the client tokens it holds (hashes only), e.g. one fetched before this worker took control. */
async function rememberClientTokens(hashes: unknown): Promise<void> {
  if (!Array.isArray(hashes)) return;
  for (const hash of hashes) {
    if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) continue;
    // A hash already known as a user's token stays one: never widen what may be shared.
    const known = await get<TokenRecord>(hash, tokenStore);
    if (known?.kind !== 'user') await set(hash, { kind: 'client', at: Date.now() } satisfies TokenRecord, tokenStore);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; hashes?: unknown } | null;
  const type = data?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CLIENT_TOKENS') {
    // Answered once kept, so the app can fetch a first visit's data again knowing it will be cached.
    event.waitUntil(rememberClientTokens(data?.hashes).then(() => event.ports[0]?.postMessage('kept')));
  }
  if (type === 'CLEAR_USER_CACHES') {
    const done = clearUserCaches();
    event.waitUntil(done);
    // Answer on the reply port so sign-out can wait until private data is gone.
    void done.finally(() => event.ports[0]?.postMessage({ type: 'USER_CACHES_CLEARED' }));
  }
});
