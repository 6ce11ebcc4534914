import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type BenchContext, type Section } from './context';
import { emptyResult, errorText, kib, type Cell, type SectionResult } from './report';
import { freePort } from './server';

const FAN = { email: 'fan@stagepass.local', password: 'stagepass' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A free content item whose main video is ready: the list names the free ones, the single fetch their video. */
async function watchableContentId(url: string): Promise<number> {
  const headers = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${url}${path}`, { headers });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const list = await get<{ data: { id: number; is_free: boolean }[] }>('/api/content?limit=100');
  for (const item of list.data.filter((c) => c.is_free)) {
    const one = await get<{ data: { encodedVideo?: { url?: string | null; status?: string } | null } }>(
      `/api/content/${item.id}?expand=encodedVideo`,
    );
    if (one.data.encodedVideo?.url && one.data.encodedVideo.status === 'ready') return item.id;
  }
  throw new Error('the demo has no free video to play (is ffmpeg installed?)');
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/en/sign-in/form`);
  await page.getByLabel(/^Email/).fill(FAN.email);
  await page.getByLabel(/^Password/).fill(FAN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.includes('/sign-in/'));
}

interface PlayRun {
  /** From navigation start to the first video frame on screen, play requested as soon as the player exists. */
  firstFrameMs: number;
  /** From play() to the first frame (issue 17: ≤ 1 s on a repeat visit). */
  playToFrameMs: number;
  /** The scripts fetched by then, for sizing them gzipped (issue 17: ≤ 150 KB gz before the first frame). */
  jsUrls: string[];
  /** JavaScript the page had fetched by then: bytes over the wire (0 when served by the service worker) and decoded. */
  jsTransferred: number;
  jsDecoded: number;
  jsFiles: number;
}

/** Opens the content page, plays the first video muted at once and waits for its first frame. */
async function playOnce(page: Page, pageUrl: string): Promise<PlayRun> {
  await page.goto(pageUrl);
  await page.getByTestId('video-player').first().waitFor({ timeout: 30_000 });
  // No named function inside the page: tsx keeps names with a helper (__name) that the page does not have.
  return page.evaluate(
    () =>
      new Promise<PlayRun>((resolve, reject) => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="video-player"] video');
        if (!video) return reject(new Error('no video'));
        video.muted = true;
        const playAt = performance.now();
        video.requestVideoFrameCallback(() => {
          const js = performance
            .getEntriesByType('resource')
            .filter((e): e is PerformanceResourceTiming => /\.m?js(\?|$)/.test(e.name));
          resolve({
            firstFrameMs: performance.now(),
            playToFrameMs: performance.now() - playAt,
            jsUrls: js.map((e) => e.name),
            jsTransferred: js.reduce((n, e) => n + e.transferSize, 0),
            jsDecoded: js.reduce((n, e) => n + e.decodedBodySize, 0),
            jsFiles: js.length,
          });
        });
        setTimeout(() => reject(new Error('no frame within 30 s')), 30_000);
        void video.play().catch(reject);
      }),
  );
}

/** The scripts' bodies gzipped as the first-view figures are (the wire may use another encoding). */
async function gzipBytesOf(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    [...new Set(urls)].map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length),
  );
  return sizes.reduce((n, size) => n + size, 0);
}

async function lighthouseOn(port: number, url: string) {
  // The signed-in profile is kept (disableStorageReset) so the library renders as the fan sees it.
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  });
  if (!result || result.lhr.runtimeError)
    throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  return Object.fromEntries(
    CATEGORIES.map((c) => {
      const score = result.lhr.categories[c]?.score;
      return [c, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<(typeof CATEGORIES)[number], number | null>;
}

/**
 * Playback figures: the JavaScript loaded before the player shows its first frame (cold), the time to
 * that frame on a repeat visit (the worker and hls.js chunk warm), and Lighthouse's mobile scores for a
 * content page and the library as the signed-in demo fan.
 */
export const playback: Section = {
  id: 'playback',
  title: 'Playback: player start and Lighthouse for a content page and the library',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const result = emptyResult();
    await ctx.pwaBuild();
    const server = await ctx.pgliteServer();
    const profile = mkdtempSync(join(tmpdir(), 'stagepass-bench-playback-'));
    const port = await freePort();
    let context: BrowserContext | undefined;
    const close = async () => {
      await context?.close().catch(() => undefined);
      context = undefined;
      rmSync(profile, { recursive: true, force: true });
    };
    ctx.onCleanup(close);
    try {
      const contentPath = `/en/content/${await watchableContentId(server.url)}`;
      context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
        viewport: { width: 412, height: 915 },
      });
      const page = context.pages()[0] ?? (await context.newPage());
      ctx.log('playback: first visit (cold)…');
      const cold = await playOnce(page, server.url + contentPath);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      ctx.log('playback: repeat visit…');
      const warm = await playOnce(page, server.url + contentPath);
      const coldGzip = await gzipBytesOf(cold.jsUrls);
      const ms = (n: number): Cell => `${Math.round(n)} ms`;
      result.tables.push({
        title: 'a free video on a content page, signed out, Pixel-sized window, no throttling',
        columns: [
          { label: 'visit' },
          { label: 'first frame' },
          { label: 'play → frame' },
          { label: 'JS files' },
          { label: 'JS gzip' },
          { label: 'JS over the wire' },
          { label: 'JS decoded' },
        ],
        rows: [
          [
            'first (cold)',
            ms(cold.firstFrameMs),
            ms(cold.playToFrameMs),
            cold.jsFiles,
            kib(coldGzip),
            kib(cold.jsTransferred),
            kib(cold.jsDecoded),
          ],
          [
            'repeat',
            ms(warm.firstFrameMs),
            ms(warm.playToFrameMs),
            warm.jsFiles,
            null,
            kib(warm.jsTransferred),
            kib(warm.jsDecoded),
          ],
        ],
      });

      await signIn(page, server.url);
      const scores: Cell[][] = [];
      for (const path of [contentPath, '/en/library']) {
        ctx.log(`playback: lighthouse ${path}…`);
        try {
          const s = await lighthouseOn(port, server.url + path);
          scores.push([path, s.performance, s.accessibility, s['best-practices'], s.seo]);
        } catch (error) {
          result.failures.push(`lighthouse ${path}: ${errorText(error)}`);
        }
      }
      result.tables.push({
        title: 'Lighthouse mobile defaults, one run each, signed in as the demo fan',
        columns: [{ label: 'page' }, { label: 'perf' }, { label: 'a11y' }, { label: 'best pr.' }, { label: 'SEO' }],
        rows: scores,
      });
      result.notes.push(
        'First frame is measured from navigation start with play() requested as soon as the player renders; ' +
          'JS counts every script resource fetched up to that frame (hls.js is its own lazy chunk).',
      );
      result.data = { cold: { ...cold, jsGzipBytes: coldGzip }, warm, scores };
    } catch (error) {
      result.failures.push(errorText(error));
    } finally {
      await close();
    }
    return result;
  },
};
