/**
 * For journeys that need the service worker (offline, install, push, its per-person cache): the config blocks it
 * elsewhere (playwright.config.ts).
 */
export const withServiceWorker = { serviceWorkers: 'allow' } as const;
