import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
/** The SMTP stand-in (tests/e2e/global-setup.ts) the e2e server delivers its mail to. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 15);
/** Where the stand-in writes each received mail, one JSON file per recipient (tests/e2e/support/mail.ts). */
export const mailDir = `.tmp/e2e-mail-${port}`;
/** The social sign-in stand-ins (tests/support/social-stand-ins.ts): Google and Apple (oidc-provider), Facebook. */
export const googleStandInUrl = `http://127.0.0.1:${port + 16}`;
export const facebookStandInUrl = `http://127.0.0.1:${port + 17}`;
export const appleStandInUrl = `http://127.0.0.1:${port + 18}`;
/** A second server that visited-page-works-offline.spec.ts starts and stops itself. */
export const offlineServerPort = Number(process.env.E2E_OFFLINE_PORT ?? port + 1);
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The full browser, for the journeys about what only it has: installing, Background Sync, notifications shown. */
export const fullChromium = '/usr/bin/chromium';
/**
 * Every other journey runs in Debian's chromium-headless-shell, the same Chromium without the browser's own UI
 * (Playwright's default for headless runs): the full browser ran its toolbar's WebUI renderers beside each page, and
 * one spec of 24 pages took 208 CPU-seconds there against 139 in the shell.
 */
const launchOptions = { executablePath: '/usr/bin/chromium-headless-shell', args: chromiumArgs };

/** Journeys run against the built PWA served by the real server with a fresh demo database. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Per port: `npm test` runs two shards at once, each against its own server (scripts/test.mjs).
  outputDir: `test-results/e2e-${port}`,
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // The same everywhere: a newcomer's run is CI's run. Journeys that write once-only things make their own fan.
  retries: 1,
  // Room for a machine loaded far beyond its cores (CI runs two shards, two servers and the type check at once):
  // these bound a wait for a condition, never measure speed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // Recorded on the retry only: tracing every attempt (screencast and snapshots) cost a tenth of the journeys' CPU
    // (measured: 265 → 237 CPU-seconds for one spec), and a journey that fails once is retried with its trace.
    trace: 'on-first-retry',
    // Each test's fresh context would install the worker and precache ~400 files beside the page under test (a
    // third of the journeys' time, measured). Journeys about the worker, and two signed-in ones that cross sign-in,
    // reloads and languages with it, opt back in with `test.use(withServiceWorker)` (tests/e2e/support/worker.ts).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /[\\/]admin-[^\\/]*\.spec\.ts$/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      // The back office is desktop first: its journey runs on a laptop screen.
      name: 'desktop',
      testMatch: /[\\/]admin-[^\\/]*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node tests/support/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // Per port, so runs on different ports (E2E_PORT) never share a database.
      E2E_DATA_DIR: `.tmp/e2e-data-${port}`,
      // Links in mail must point at the address the browser uses.
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Journeys sign up many people from one machine: each says who it is through X-Forwarded-For
      // (tests/e2e/support/fresh-account.ts), as people behind our own proxy would, so per-address limits hold.
      TRUST_PROXY: '1',
      E2E_GOOGLE_PORT: String(port + 16),
      E2E_FACEBOOK_PORT: String(port + 17),
      GOOGLE_CLIENT_ID: 'stand-in-client',
      GOOGLE_CLIENT_SECRET: 'stand-in-secret',
      GOOGLE_ISSUER: googleStandInUrl,
      FACEBOOK_CLIENT_ID: 'fb-app-id',
      FACEBOOK_CLIENT_SECRET: 'fb-app-secret',
      FACEBOOK_DIALOG_URL: `${facebookStandInUrl}/dialog/oauth`,
      FACEBOOK_GRAPH_URL: facebookStandInUrl,
      // APPLE_PRIVATE_KEY is made per run by tests/support/e2e-server.mjs.
      E2E_APPLE_PORT: String(port + 18),
      APPLE_CLIENT_ID: 'com.stagepass.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_ISSUER: appleStandInUrl,
    },
  },
});
