import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type BenchContext, type Section } from './context';
import { samplePages } from './first-view-pages';
import { emptyResult, errorText, type Cell, type SectionResult } from './report';

/** Issue 17's five public pages (signed out) and the sign-in form. */
async function pagesToAudit(origin: string): Promise<{ id: string; path: string }[]> {
  const pages = Object.entries(await samplePages(origin)).map(([id, path]) => ({ id, path }));
  return [...pages, { id: 'sign-in', path: '/en/sign-in/form' }];
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
/** Full HTML reports, for looking into a score; .tmp/ is ignored by git, ESLint and Prettier. */
const REPORT_DIR = '.tmp/bench';

type Scores = Record<(typeof CATEGORIES)[number], number | null>;
type Metrics = Record<keyof typeof METRICS, number | null>;

interface PageRun {
  scores: Scores;
  metrics: Metrics;
  /** Audits scored below 1 outside performance, by category: what to fix for a higher score. */
  failedAudits: Record<string, string[]>;
  warnings: string[];
  version: string;
}

/** An audit id with its first few offending items (a console message and its URL, an element), same-origin paths short. */
function describeFailure(id: string, details: unknown, pageUrl: string): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const origin = new URL(pageUrl).origin;
  const shown = items.slice(0, 3).map((item) => {
    const location = (item.sourceLocation as { url?: string } | undefined)?.url ?? item.url;
    const node = (item.node as { snippet?: string } | undefined)?.snippet;
    return [item.description, location, node]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .map((part) => part.replaceAll(origin, ''))
      .join(' ');
  });
  const more = items.length > 3 ? `; ${items.length - 3} more` : '';
  return shown.length ? `${id} (${shown.join('; ')}${more})` : id;
}

async function audit(port: number, url: string, reportPath: string): Promise<PageRun> {
  // Lighthouse's default config is the mobile one: Moto G Power screen, simulated slow 4G and 4× CPU slowdown.
  const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(reportPath, String(result.report));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      return [c, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Scores;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  ) as Metrics;
  const failedAudits: Record<string, string[]> = {};
  for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
    failedAudits[c] = (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => describeFailure(ref.id, lhr.audits[ref.id]?.details, url));
  }
  return { scores, metrics, failedAudits, warnings: lhr.runWarnings, version: lhr.lighthouseVersion };
}

/** Each run gets its own browser and profile: nothing one page stored (IndexedDB, caches) colours the next. */
async function inFreshChromium<T>(ctx: BenchContext, use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  let killed = false;
  const kill = () => {
    if (!killed) chrome.kill();
    killed = true;
  };
  ctx.onCleanup(kill);
  try {
    return await use(chrome.port);
  } finally {
    kill();
  }
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
function median(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? (runs[0] as PageRun);
}

const msCell = (value: number | null): Cell => (value === null ? null : `${Math.round(value)} ms`);

export const lighthouseScores: Section = {
  id: 'lighthouse',
  title: 'Lighthouse mobile scores',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const result = emptyResult();
    await ctx.pwaBuild();
    const server = await ctx.pgliteServer();
    const runsPerPage = ctx.options.quick ? 1 : 3;
    const reportDir = join(ctx.root, REPORT_DIR);
    mkdirSync(reportDir, { recursive: true });
    process.env.CHROME_PATH ??= CHROMIUM_PATH;
    const pages: Record<string, { url: string; median: PageRun; performanceRuns: (number | null)[] }> = {};
    const auditedPages = await pagesToAudit(server.url);
    for (const page of auditedPages) {
      const url = server.url + page.path;
      const runs: PageRun[] = [];
      try {
        for (let i = 1; i <= runsPerPage; i++) {
          ctx.log(`lighthouse ${page.path} (run ${i} of ${runsPerPage})…`);
          runs.push(
            await inFreshChromium(ctx, (port) => audit(port, url, join(reportDir, `lighthouse-${page.id}-${i}.html`))),
          );
        }
      } catch (error) {
        result.failures.push(`${page.path}: ${errorText(error)}`);
        continue;
      }
      pages[page.id] = { url, median: median(runs), performanceRuns: runs.map((r) => r.scores.performance) };
    }

    result.tables.push({
      title: runsPerPage > 1 ? `median of ${runsPerPage} runs by performance score` : 'one run per page',
      columns: [
        { label: 'page' },
        { label: 'perf', align: 'right' },
        { label: 'a11y', align: 'right' },
        { label: 'best pr.', align: 'right' },
        { label: 'SEO', align: 'right' },
        { label: 'FCP', align: 'right' },
        { label: 'LCP', align: 'right' },
        { label: 'TBT', align: 'right' },
        { label: 'CLS', align: 'right' },
      ],
      rows: auditedPages.map((page) => {
        const run = pages[page.id]?.median;
        if (!run) return [page.path, 'failed', null, null, null, null, null, null, null];
        const { scores: s, metrics: m } = run;
        return [
          page.path,
          s.performance,
          s.accessibility,
          s['best-practices'],
          s.seo,
          msCell(m.fcp),
          msCell(m.lcp),
          msCell(m.tbt),
          m.cls === null ? null : m.cls.toFixed(3),
        ];
      }),
    });
    for (const page of auditedPages) {
      const entry = pages[page.id];
      if (!entry) continue;
      if (entry.performanceRuns.length > 1) {
        result.notes.push(`${page.path} performance runs: ${entry.performanceRuns.join(', ')}`);
      }
      for (const [category, ids] of Object.entries(entry.median.failedAudits)) {
        if (ids.length) result.notes.push(`${page.path} ${category} audits below 100%: ${ids.join(', ')}`);
      }
      for (const warning of entry.median.warnings) result.notes.push(`${page.path} Lighthouse warning: ${warning}`);
    }
    const version = Object.values(pages)[0]?.median.version ?? '?';
    result.notes.push(
      `Lighthouse ${version} mobile defaults (simulated slow 4G, 4× CPU slowdown) against the PGlite server over ` +
        `http://127.0.0.1; full reports in ${REPORT_DIR}/.`,
    );
    result.data = { runsPerPage, pages };
    return result;
  },
};
