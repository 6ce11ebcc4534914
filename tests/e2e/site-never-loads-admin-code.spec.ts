import { execFile } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { ChunkMap } from './support/chunk-map.vite.config';
import { demo, signInOnSite, type Account } from './support/session';

/*
 * Which built chunks hold admin code cannot be read from dist/ (no manifest, and a manifest would not
 * list a chunk's modules anyway). So this spec builds the same source again with one extra plugin
 * that records every chunk's modules (support/chunk-map.vite.config.ts), pinned to dist/'s app
 * version so the file names match dist/'s — and checks that they do.
 *
 * Admin code: modules under src/app/features/admin and the split-off parts (components) of the
 * admin route files. Not admin code: the admin route definitions themselves and what they import
 * (their beforeLoad guard), which the route tree must hold to decide where /admin goes. A site
 * page importing any admin component would put that component's chunk (or the entry chunk, for a
 * static import from the shell) on the site page's request list, and this spec would fail.
 */

const workDir = `.tmp/e2e-chunk-map-${new URL(baseURL).port}`;
let adminChunks: Map<string, string[]>;

const adminRoute = (path: string) => /^src\/app\/routes\/admin(\/|_)/.test(path);

const ADMIN_INDEX = 'src/app/features/admin/index.ts';

/** The admin feature's index: each name it exports → the module it re-exports it from. */
function adminExports(): Map<string, string> {
  const source = readFileSync(ADMIN_INDEX, 'utf8');
  const found = new Map<string, string>();
  for (const [, list = '', from = ''] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const base = `src/app/features/admin/${from.replace(/^\.\//, '')}`;
    const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
    for (const name of list
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, ''))
      .filter(Boolean)) {
      if (file) found.set(name, file);
    }
  }
  return found;
}

function classify(map: ChunkMap): Map<string, string[]> {
  // Route definitions (no ?tsr-split) stay in the route tree; so does what they import from features/admin,
  // followed by name through the feature's index (the bundler keeps only the names a definition uses).
  const exports = adminExports();
  const exempt = new Set<string>();
  const queue = Object.keys(map.imports).filter((path) => adminRoute(path) && !path.includes('?'));
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (exempt.has(path)) continue;
    exempt.add(path);
    queue.push(
      ...(map.imports[path] ?? []).filter((dep) => dep.startsWith('src/app/features/admin/') && dep !== ADMIN_INDEX),
    );
    const throughIndex = map.names[path]?.['@app/features/admin'] ?? [];
    queue.push(...throughIndex.map((name) => exports.get(name)).filter((file): file is string => !!file));
  }
  const isAdminCode = (path: string) =>
    !exempt.has(path) && (path.startsWith('src/app/features/admin/') || (adminRoute(path) && path.includes('?')));

  const chunks = new Map<string, string[]>();
  for (const [file, modules] of Object.entries(map.chunks)) {
    const admin = modules.filter(isAdminCode);
    if (admin.length > 0) chunks.set(`/${file}`, admin);
  }
  return chunks;
}

/** The app version baked into dist/ (vite.config.ts defines it per build). */
function distAppVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const pattern = new RegExp(`${version.replace(/\./g, '\\.')}\\+\\d{8}T\\d+Z`);
  for (const file of readdirSync('dist/assets').filter((f) => f.endsWith('.js'))) {
    const found = readFileSync(`dist/assets/${file}`, 'utf8').match(pattern);
    if (found) return found[0];
  }
  throw new Error('No app version found in dist/assets: run `npm run build` first.');
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await promisify(execFile)(
    'node_modules/.bin/vite',
    ['build', '--config', 'tests/e2e/support/chunk-map.vite.config.ts'],
    {
      env: {
        ...process.env,
        CHUNK_MAP_APP_VERSION: distAppVersion(),
        CHUNK_MAP_FILE: `${workDir}/chunks.json`,
        CHUNK_MAP_OUT_DIR: `${workDir}/dist`,
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const map = JSON.parse(readFileSync(`${workDir}/chunks.json`, 'utf8')) as ChunkMap;
  const distChunks = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
  const rebuilt = Object.keys(map.chunks).map((file) => file.replace(/^assets\//, ''));
  expect(
    rebuilt.filter((file) => !distChunks.includes(file)),
    'dist/ is not the build of the current source: run `npm run build` again',
  ).toEqual([]);
  adminChunks = classify(map);
  expect(adminChunks.size, 'the build has admin chunks to look for').toBeGreaterThan(0);
});

/** The files dist/sw.js precaches on install. */
function precached(): string[] {
  const worker = readFileSync('dist/sw.js', 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map(([, url = '']) => url.replace(/^\//, ''));
}

/** The language of a catalogue file the build split off (scripts/catalog-areas.ts: `assets/messages-<locale>-<hash>.js`). */
const catalogueOf = (file: string) => /^assets\/messages-([a-z]+)-/.exec(file)?.[1];

test("a fan's install precaches no admin code and no other language's catalogue, within 1 MB", () => {
  const files = precached();
  expect(files).toContain('index.html');
  expect(adminChunksIn(files.map((f) => `/${f}`))).toEqual([]);
  const catalogues = new Set(files.map(catalogueOf).filter(Boolean));
  // English is every page's fallback; a Japanese, Korean or Chinese catalogue is kept when first used (src/sw/app-code.ts).
  expect([...catalogues]).toEqual(['en']);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(`dist/${f}`)).length, 0);
  expect(bytes, `the install downloads ${Math.round(bytes / 1024)} KB gzipped`).toBeLessThanOrEqual(1024 * 1024);
});

// The network log is the page's own: no service worker precaching everything (admin chunks included) behind it.
test.use({ serviceWorkers: 'block' });

/** Scripts the page requests while it loads `path` and settles. */
async function scriptsRequested(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  const record = (request: { url(): string }) => requested.push(new URL(request.url()).pathname);
  page.on('request', record);
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
  }
  return requested.filter((p) => p.endsWith('.js'));
}

function adminChunksIn(scripts: string[]): string[] {
  return scripts.filter((p) => adminChunks.has(p)).map((p) => `${p} (${adminChunks.get(p)!.join(', ')})`);
}

test('the admin pages do load admin chunks (the detection works)', async ({ page }) => {
  const scripts = await scriptsRequested(page, '/admin/sign-in');
  expect(adminChunksIn(scripts).length).toBeGreaterThan(0);
});

const publicPages = [
  '/en',
  '/en/sign-in/form',
  '/en/sign-up',
  '/en/sign-up/type',
  '/en/sign-up/form?type=fan',
  '/en/password/email',
  '/en/welcome',
  '/en/terms-conditions',
  '/en/privacy-policy',
  '/en/support',
  '/en/404',
  '/en/no-such-page',
  '/en/pages/no-such-page',
];

test('no site page requests an admin chunk, signed out', async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const path of publicPages) {
    const admin = adminChunksIn(await scriptsRequested(page, path));
    if (admin.length > 0) found[path] = admin;
  }
  expect(found).toEqual({});
});

/** Signs in while recording scripts, then visits each page; returns the admin chunks found per step. */
async function adminChunksWhileSignedIn(page: Page, account: Account, pages: string[]) {
  const found: Record<string, string[]> = {};
  const scripts: string[] = [];
  const record = (request: { url(): string }) => scripts.push(new URL(request.url()).pathname);
  page.on('request', record);
  await signInOnSite(page, account);
  page.off('request', record);
  const duringSignIn = adminChunksIn(scripts.filter((p) => p.endsWith('.js')));
  if (duringSignIn.length > 0) found['signing in'] = duringSignIn;
  for (const path of pages) {
    const admin = adminChunksIn(await scriptsRequested(page, path));
    if (admin.length > 0) found[path] = admin;
  }
  return found;
}

test('no site page requests an admin chunk, signed in as a fan', async ({ page }) => {
  const pages = [
    '/en',
    '/en/account',
    '/en/account/edit/public-data',
    '/en/account/edit/personalization',
    '/en/account/edit/change-password',
    '/en/account/delete-profile',
    '/en/welcome/form',
  ];
  expect(await adminChunksWhileSignedIn(page, demo.fan, pages)).toEqual({});
});

test('no site page requests an admin chunk, signed in as a creator', async ({ page }) => {
  const pages = ['/en', '/en/account', '/en/account/edit/social-networks'];
  expect(await adminChunksWhileSignedIn(page, demo.creator, pages)).toEqual({});
});
