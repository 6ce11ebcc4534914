// `npm run bench:first-view [-- --url=http://127.0.0.1:PORT]`: the JavaScript each public page's first view loads
// (issue 17: ≤ 150 KB gz). Builds nothing: run `npm run build` first. Without --url it starts the server on PGlite
// with demo data. Service workers are blocked so only what the page itself requests is counted.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './context';
import { startStagepass } from './server';

const TARGET_KIB = 150;
const ROOT = new URL('..', import.meta.url).pathname;

interface Script {
  path: string;
  gzipBytes: number;
}

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

/** A published content item and its creator from the demo catalogue. */
async function samplePages(origin: string): Promise<Record<string, string>> {
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

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const urlArg = process.argv.find((a) => a.startsWith('--url='));
  const verbose = process.argv.includes('--files');
  const server = urlArg ? null : await startStagepass({ label: 'Stagepass server on PGlite', root: ROOT });
  const origin = urlArg ? urlArg.slice('--url='.length) : (server?.url ?? '');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const pages = await samplePages(origin);
    const rows: string[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const scripts = (await scriptsOf(browser, origin + path)).sort((a, b) => b.gzipBytes - a.gzipBytes);
      const total = scripts.reduce((n, s) => n + s.gzipBytes, 0);
      const verdict = total / 1024 <= TARGET_KIB ? 'ok' : 'OVER';
      rows.push(
        `${name.padEnd(8)} ${path.padEnd(48)} ${kib(total).padStart(7)} KB gz ${String(scripts.length).padStart(4)} req  ${verdict}`,
      );
      if (verbose)
        for (const s of scripts) rows.push(`           ${s.path.padEnd(56)} ${kib(s.gzipBytes).padStart(7)}`);
    }
    console.log(`page     path${' '.repeat(45)}JS (target ≤ ${TARGET_KIB} KB gz)  requests`);
    console.log(rows.join('\n'));
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
