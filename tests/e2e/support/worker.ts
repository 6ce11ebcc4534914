import { chromiumArgs, fullChromium } from '../../../playwright.config';

/**
 * For journeys that need the service worker (offline, install, push, its per-person cache): the config blocks it
 * elsewhere (playwright.config.ts).
 */
export const withServiceWorker = { serviceWorkers: 'allow' } as const;

/**
 * For journeys that need what only the full browser has: the worker's Background Sync and the notifications it shows
 * (the config runs the headless shell elsewhere). A file that uses it runs in a browser of its own.
 */
export const withFullBrowser = { launchOptions: { executablePath: fullChromium, args: chromiumArgs } } as const;
