import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type BenchContext, type Section } from './context';
import { emptyResult, errorText, type SectionResult } from './report';

/** Issue 17: every public page's first view ≤ 150 KB gz of JavaScript. */
export const FIRST_VIEW_TARGET_KIB = 150;

export interface Script {
  path: string;
  gzipBytes: number;
}

export interface FirstView {
  page: string;
  path: string;
  gzipBytes: number;
  scripts: Script[];
}

/** Every script the page requests until the network is idle, gzipped (service workers blocked: the page's own). */
async function scriptsOf(browser: Browser, url: string): Promise<Script[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const pending = new Map<string, Promise<Script | null>>();
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' ||
        (response.headers()['content-type'] ?? '').includes('javascript');
      if (!isScript || pending.has(response.url())) return;
      pending.set(
        response.url(),
        response.body().then(
          (body) => ({ path: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // On a busy machine the entry can still be parsing when the network first falls quiet: wait for the page's
    // heading (the route and its data are in), then for quiet again.
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending.values())).filter((s): s is Script => s !== null);
  } finally {
    await context.close();
  }
}

/** The five pages issue 17 names: home, a published content item, its creator, search and the library. */
export async function samplePages(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/content?limit=5&expand=shortOwner`, {
    headers: { accept: 'application/json' },
  });
  const body = (await res.json()) as { data?: { id: number; shortOwner?: { login?: string } }[] };
  const item = body.data?.find((c) => c.shortOwner?.login);
  if (!item?.shortOwner?.login) throw new Error(`no content with an owner in ${JSON.stringify(body).slice(0, 600)}`);
  return {
    home: '/en',
    content: `/en/content/${item.id}`,
    creator: `/en/creator/${item.shortOwner.login}`,
    search: '/en/search',
    library: '/en/library',
  };
}

export async function measureFirstViews(origin: string): Promise<FirstView[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const views: FirstView[] = [];
    for (const [page, path] of Object.entries(await samplePages(origin))) {
      const scripts = (await scriptsOf(browser, origin + path)).sort((a, b) => b.gzipBytes - a.gzipBytes);
      views.push({ page, path, scripts, gzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0) });
    }
    return views;
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const firstViewSizes: Section = {
  id: 'first-view',
  title: 'First view: JavaScript each public page loads, gzip, signed out',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const result = emptyResult();
    await ctx.pwaBuild();
    const server = await ctx.pgliteServer();
    try {
      const views = await measureFirstViews(server.url);
      result.tables.push({
        columns: [{ label: 'page' }, { label: 'path' }, { label: 'JS gz' }, { label: 'requests' }, { label: 'target' }],
        rows: views.map((v) => [v.page, v.path, kib(v.gzipBytes), v.scripts.length, `≤ ${FIRST_VIEW_TARGET_KIB} KB`]),
      });
      result.data = { views: views.map((v) => ({ ...v, scripts: v.scripts.length })) };
    } catch (error) {
      result.failures.push(errorText(error));
    }
    return result;
  },
};
