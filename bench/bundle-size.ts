import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type BenchContext, type Section } from './context';
import { emptyResult, errorText, kib, type SectionResult } from './report';

const TOP_FILES = 10;

interface LoadedFile {
  file: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
}

const fileCount = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
const gzipSize = (body: Buffer) => gzipSync(body).length;
const sum = (files: { bytes: number; gzipBytes: number }[]) => ({
  bytes: files.reduce((n, f) => n + f.bytes, 0),
  gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
});

/** Every script and stylesheet one cold page load fetches (service workers blocked: only what the page itself loads). */
async function pageLoad(browser: Browser, url: string): Promise<{ files: LoadedFile[]; title: string }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const pending = new Map<string, Promise<LoadedFile | null>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      const kind =
        type === 'script' || contentType.includes('javascript')
          ? 'script'
          : type === 'stylesheet' || contentType.includes('text/css')
            ? 'stylesheet'
            : null;
      if (!kind || pending.has(response.url())) return;
      pending.set(
        response.url(),
        response.body().then(
          (body) => ({ file: new URL(response.url()).pathname, kind, bytes: body.length, gzipBytes: gzipSize(body) }),
          () => null,
        ),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // Route chunks and the locale catalog load after the entry runs; networkidle waits for them, this for stragglers.
    await page.waitForTimeout(500);
    const files = (await Promise.all(pending.values())).filter((f): f is LoadedFile => f !== null);
    return { files, title: await page.title() };
  } finally {
    await context.close();
  }
}

/** The end of the `{…}` that opens at `start`, skipping strings (good enough for minified bundles). */
function closingBrace(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const ch = code[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      for (i++; i < code.length && code[i] !== ch; i++) if (code[i] === '\\') i++;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return code.length;
}

export interface AdminChunks {
  /** Chunks only admin routes import (directly or through their preload lists). */
  adminOnly: string[];
  adminRoutes: string[];
}

/** The page's module scripts and every chunk they import statically: what loads before the app's first render. */
function initialChunks(dist: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => basename(entry));
  while (queue.length) {
    const file = queue.pop() ?? '';
    if (seen.has(file) || !existsSync(join(dist, 'assets', file))) continue;
    seen.add(file);
    const code = readFileSync(join(dist, 'assets', file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*(["'`])\.\/([^"'`]+\.js)\1/g)) queue.push(m[2] ?? '');
  }
  return [...seen];
}

/**
 * Reads the route tree, in the entry chunk or a chunk loaded with it (vite.config.ts groups the entry's
 * modules): each `createFileRoute('/path')({…})` with autoCodeSplitting holds `import('./chunk.js')`
 * calls, each followed by Vite's `__vite__mapDeps([…])` preload list. The chunks reached from `/admin…`
 * routes and from nowhere else are the admin chunks. Null when the build does not have that shape.
 */
export function findAdminChunks(dist: string): AdminChunks | null {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // Vite writes the entry's imports as script tags of their own when the entry chunk itself is empty.
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1] ?? '');
  if (!entries.length) return null;
  const initial = initialChunks(dist, entries);
  const site = new Set<string>(initial);
  const admin = new Set<string>();
  const adminRoutes: string[] = [];
  for (const file of initial) {
    const code = readFileSync(join(dist, 'assets', file), 'utf8');
    const depsStart = code.indexOf('__vite__mapDeps=');
    const listStart = code.indexOf('[', depsStart);
    const deps: string[] =
      depsStart >= 0 ? (JSON.parse(code.slice(listStart, code.indexOf(']', listStart) + 1)) as string[]) : [];
    const routes = [...code.matchAll(/[\w$]+\((["'`])(\/[^"'`]*)\1\)\(\{/g)].map((m) => {
      const open = (m.index ?? 0) + m[0].length - 1;
      return { id: m[2] ?? '', start: open, end: closingBrace(code, open) };
    });
    adminRoutes.push(...routes.filter((r) => r.id.startsWith('/admin')).map((r) => r.id));
    for (const m of code.matchAll(
      /import\((["'`])\.\/([^"'`]+\.js)\1\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g,
    )) {
      const at = m.index ?? 0;
      const route = routes.find((r) => r.start <= at && at <= r.end);
      const target = route?.id.startsWith('/admin') ? admin : site;
      target.add(m[2] ?? '');
      for (const i of (m[3] ?? '').split(',').filter(Boolean)) {
        const dep = deps[Number(i)];
        if (dep?.endsWith('.js')) target.add(basename(dep));
      }
    }
  }
  if (!adminRoutes.length) return null;
  return { adminOnly: [...admin].filter((f) => !site.has(f)).sort(), adminRoutes };
}

/** Issue 17: the first visit's install downloads at most 1 MB. */
const PRECACHE_TARGET_BYTES = 1024 * 1024;

/** The service worker's precache manifest (vite-plugin-pwa injectManifest), sized from the files in dist/. */
function precache(dist: string) {
  const swPath = join(dist, 'sw.js');
  if (!existsSync(swPath)) return null;
  const sw = readFileSync(swPath);
  const urls = [...new Set([...sw.toString('utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? ''))];
  const files = urls.flatMap((url) => {
    const path = join(dist, url.replace(/^\//, ''));
    if (!existsSync(path)) return [];
    const body = readFileSync(path);
    return [{ url, bytes: body.length, gzipBytes: gzipSize(body) }];
  });
  return {
    entries: urls.length,
    missing: urls.length - files.length,
    ...sum(files),
    files,
    serviceWorker: { bytes: sw.length, gzipBytes: gzipSize(sw) },
  };
}

export const bundleSize: Section = {
  id: 'bundle',
  title: 'Bundle size (home page JavaScript, gzip)',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const result = emptyResult();
    const build = await ctx.pwaBuild();
    const cache = precache(build.dist);
    const adminChunks = findAdminChunks(build.dist);
    const summary: (string | null)[][] = [];
    result.data = { build: { rebuilt: build.rebuilt, seconds: build.seconds }, precache: cache, adminChunks };

    try {
      const server = await ctx.pgliteServer();
      ctx.log('loading /en and /admin/sign-in in Chromium…');
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
      try {
        const home = await pageLoad(browser, `${server.url}/en`);
        const adminPage = await pageLoad(browser, `${server.url}/admin/sign-in`);
        const scripts = home.files.filter((f) => f.kind === 'script').sort((a, b) => b.gzipBytes - a.gzipBytes);
        const styles = home.files.filter((f) => f.kind === 'stylesheet');
        const js = sum(scripts);
        const css = sum(styles);
        const adminOnly = new Set(adminChunks?.adminOnly ?? []);
        const loadedAdmin = scripts.filter((f) => adminOnly.has(basename(f.file))).map((f) => f.file);
        const adminPageLoads = adminPage.files.filter((f) => adminOnly.has(basename(f.file))).length;

        result.tables.push({
          title: `Scripts loaded by /en ("${home.title}"), largest first`,
          columns: [{ label: 'file' }, { label: 'raw', align: 'right' }, { label: 'gzip', align: 'right' }],
          rows: [
            ...scripts.slice(0, TOP_FILES).map((f) => [f.file, kib(f.bytes), kib(f.gzipBytes)]),
            ...(scripts.length > TOP_FILES
              ? [
                  [
                    `… ${scripts.length - TOP_FILES} more`,
                    kib(sum(scripts.slice(TOP_FILES)).bytes),
                    kib(sum(scripts.slice(TOP_FILES)).gzipBytes),
                  ],
                ]
              : []),
            [`total: ${scripts.length} scripts`, kib(js.bytes), kib(js.gzipBytes)],
          ],
        });
        summary.push(
          [
            'home page (/en) JavaScript, gzip',
            `${kib(js.gzipBytes)} in ${fileCount(scripts.length)} (raw ${kib(js.bytes)})`,
          ],
          ['home page (/en) CSS, gzip', `${kib(css.gzipBytes)} in ${fileCount(styles.length)} (raw ${kib(css.bytes)})`],
        );
        if (!adminChunks) {
          summary.push(['admin chunks loaded by /en', 'unknown: admin routes not found in the entry chunks']);
          result.failures.push(
            'could not identify the admin chunks from the build (no /admin route in the entry chunks)',
          );
        } else {
          summary.push([
            'admin chunks loaded by /en',
            loadedAdmin.length
              ? `YES: ${loadedAdmin.join(', ')}`
              : `none (of ${adminOnly.size} admin-only chunks; /admin/sign-in loads ${adminPageLoads} of them)`,
          ]);
          if (adminPageLoads === 0) {
            result.notes.push(
              '/admin/sign-in loaded none of the chunks identified as admin-only: the identification may be wrong.',
            );
          }
        }
        result.data = {
          ...result.data,
          home: { title: home.title, js: { ...js, files: scripts }, css: { ...css, files: styles } },
          adminLoadedByHome: loadedAdmin,
          adminChunksLoadedByAdminSignIn: adminPageLoads,
        };
      } finally {
        await browser.close();
      }
    } catch (error) {
      result.failures.push(`page load: ${errorText(error)}`);
    }

    if (cache) {
      summary.push(
        [
          'precache (service worker manifest): a fan’s first install, target ≤ 1024 KiB gzip',
          `${cache.entries} entries, raw ${kib(cache.bytes)}, gzip ${kib(cache.gzipBytes)}` +
            ` (${cache.gzipBytes <= PRECACHE_TARGET_BYTES ? 'met' : 'NOT MET'})` +
            (cache.missing ? ` (${cache.missing} listed files missing from dist/)` : ''),
        ],
        [
          'service worker (sw.js), gzip',
          `${kib(cache.serviceWorker.gzipBytes)} (raw ${kib(cache.serviceWorker.bytes)})`,
        ],
      );
    } else {
      result.failures.push('dist/sw.js not found: no precache manifest to measure');
    }
    summary.push([
      'build',
      build.rebuilt ? `rebuilt (${build.rebuilt}) in ${build.seconds.toFixed(0)} s` : 'dist/ was current',
    ]);
    result.tables.push({ columns: [{ label: 'measure' }, { label: 'value', align: 'left' }], rows: summary });
    result.notes.push(
      'gzip = zlib.gzipSync (level 6) of each response body; one cold load with service workers blocked, so ' +
        'the precache download that follows a first visit is reported separately.',
    );
    return result;
  },
};
