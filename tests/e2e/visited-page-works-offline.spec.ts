import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { offlineServerPort } from '../../playwright.config';
import { withServiceWorker } from './support/worker';

test.use(withServiceWorker);

/*
 * Chromium's context.setOffline(true) does not cut the service worker's own fetches (ARCHITECTURE
 * §5), so "offline" here also means the server is gone: this spec runs its own server instance on
 * its own port and database, and stops it halfway through.
 */
const origin = `http://127.0.0.1:${offlineServerPort}`;
let server: ChildProcess | undefined;

async function reachable(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const started = spawn('node', ['tests/support/e2e-server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(offlineServerPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'error',
      E2E_DATA_DIR: `.tmp/e2e-data-${offlineServerPort}`,
    },
  });
  server = started;
  const exited = new Promise<never>((_, reject) =>
    started.once('exit', (code) =>
      reject(new Error(`The server for ${origin} exited (code ${code}) before it answered`)),
    ),
  );
  const answering = expect.poll(reachable, { message: `the server on ${origin} starts`, timeout: 120_000 }).toBe(true);
  await Promise.race([answering, exited]);
});

test.afterAll(stopServer);

test.use({ baseURL: origin });

/** Cache Storage entries of a cache, as paths. */
const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);

/** Whether the worker's token bookkeeping (IndexedDB "stagepass-sw") holds a client token's hash. */
const workerKnowsAClientToken = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('stagepass-sw');
        // Not created yet: leave its creation to the worker (idb-keyval makes the store on upgrade).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('tokens')) {
            db.close();
            return resolve(false);
          }
          const all = db.transaction('tokens').objectStore('tokens').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { kind?: string }[]).some((record) => record.kind === 'client'));
          };
          all.onerror = () => resolve(false);
        };
      }),
  );

test('a visited page reloads with the network off and the server stopped; an unvisited one says offline', async ({
  page,
  context,
  browser,
}) => {
  const homeTitle = page.getByRole('heading', { level: 1 });
  let supportTitle = '';
  // A Japanese visitor's install: the worker precaches English only, so Japanese must be kept from the first visit.
  const japaneseContext = await browser.newContext({ baseURL: origin, locale: 'ja-JP' });
  const japanese = await japaneseContext.newPage();
  let japaneseTitle = '';

  await test.step('visits the home page and the support page online', async () => {
    await page.goto('/en');
    await expect(homeTitle).toBeVisible();
    // The worker has precached the shell once it controls the page (clientsClaim after activation).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // This first visit fetched its client token before the worker took over; the app then announces
    // it to the worker, which only caches public answers for tokens it knows (src/sw.ts).
    await expect.poll(() => workerKnowsAClientToken(page), { message: 'the worker knows the client token' }).toBe(true);

    await page.goto('/en/support');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    supportTitle = (await heading.textContent()) ?? '';
    expect(supportTitle).not.toBe('');
    await expect
      .poll(() => cachedPaths(page, 'sp-public-api'), { message: 'the runtime cache holds the support page' })
      .toContain('/api/static-pages/support');
  });

  await test.step('a Japanese visitor opens the support page once, online', async () => {
    await japanese.goto('/ja/support');
    const heading = japanese.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    japaneseTitle = (await heading.textContent()) ?? '';
    await japanese.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // The Japanese catalogue was loaded before the worker took over; the app hands it over to be kept.
    await expect
      .poll(async () => (await cachedPaths(japanese, 'sp-app-code')).some((p) => p.startsWith('/assets/messages-')), {
        message: 'the worker keeps the Japanese catalogue',
      })
      .toBe(true);
    // Its answers came before the worker took over (a first visit); the app fetches them again through it.
    await expect
      .poll(() => cachedPaths(japanese, 'sp-public-api'), { message: 'the runtime cache holds the Japanese page' })
      .toContain('/api/static-pages/support');
  });

  await test.step('the server stops and the network goes off', async () => {
    await stopServer();
    expect(await reachable()).toBe(false);
    await context.setOffline(true);
    await japaneseContext.setOffline(true);
  });

  await test.step('the Japanese page opens again offline, in Japanese', async () => {
    await japanese.reload();
    await expect(japanese.getByRole('heading', { level: 1, name: japaneseTitle, exact: true })).toBeVisible();
    await expect(japanese.locator('html')).toHaveAttribute('lang', 'ja');
    await japaneseContext.close();
  });

  await test.step('the visited page reloads from the cache', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: supportTitle, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('the visited home page opens from the cache', async () => {
    await page.goto('/en');
    await expect(homeTitle).toHaveText('Performances, classes and tutorials from the creators you love');
  });

  await test.step('a page never visited says it is offline', async () => {
    await page.goto('/en/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible({ timeout: 30_000 });
  });
});
