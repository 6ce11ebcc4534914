import { PACED_PER_SECOND } from './realtime';
import type { SectionResult, Cell } from './report';
import { BARE, DISCOVERY_PATHS, LANDING_AS_BROWSER, WITH_CLIENT_TOKEN } from './http-load';
import { fixed } from './report';

/** What issue 19 asks of one bench run; each figure is printed beside its target (never asserted). */
type Sections = Record<string, SectionResult>;

interface LoadRow {
  database: string;
  route: string;
  figures?: { requestsPerSecond: number; latencyMs: { p99: number } };
}

const CONTENT = 'GET /api/content?limit=20&expand=cover,shortOwner';

function httpRows(sections: Sections): LoadRow[] {
  return ((sections.http?.data as { rows?: LoadRow[] } | undefined)?.rows ?? []).filter((r) => r.figures);
}

/** The mean of the bare route's runs (before and after the servers). */
function bareRps(rows: LoadRow[]): number | undefined {
  const runs = rows.filter((r) => r.database === BARE).map((r) => r.figures!.requestsPerSecond);
  return runs.length ? runs.reduce((a, b) => a + b, 0) / runs.length : undefined;
}

function routeRow(rows: LoadRow[], database: RegExp, route: string): LoadRow['figures'] | undefined {
  return rows.find((r) => database.test(r.database) && r.route === route)?.figures;
}

function contentRow(rows: LoadRow[], database: RegExp): LoadRow['figures'] | undefined {
  return routeRow(rows, database, CONTENT);
}

/** `12.3 % · 45` (share of the bare route's req/s · p99 ms), for the routes issue 19 asks reported like the list. */
function shareAndP99(rows: LoadRow[], database: RegExp, route: string, bare: number | undefined): Cell {
  const figures = routeRow(rows, database, route);
  if (!figures) return null;
  return `${percentOf(figures.requestsPerSecond, bare) ?? '—'} · ${fixed(figures.latencyMs.p99, 0)}`;
}

const percentOf = (value: number | undefined, whole: number | undefined): Cell =>
  value === undefined || !whole ? null : `${fixed((100 * value) / whole, 1)} %`;
const met = (ok: boolean | undefined): Cell => (ok === undefined ? 'not measured' : ok ? 'met' : 'NOT MET');

/** One row per figure: PGlite, PostgreSQL, the target, and whether PostgreSQL's figure meets it. */
export function targetRows(sections: Sections): Cell[][] {
  const rows = httpRows(sections);
  const bare = bareRps(rows);
  const lite = contentRow(rows, /PGlite/);
  const pg = contentRow(rows, /PostgreSQL/);
  const discovery = sections.discovery?.data as Record<string, { rps: number; p99: number }> | undefined;
  const buys = sections.purchases?.data as
    Record<string, { perSecond: number; unbalanced: number } | undefined> | undefined;
  const chat = sections.realtime?.data as
    | Record<'pglite' | 'postgres', { two?: { p99: number; perSecond: number }; paced?: { p99: number } } | undefined>
    | undefined;
  const out: Cell[][] = [
    [
      'content list, share of the bare route’s req/s (mean of its runs)',
      percentOf(lite?.requestsPerSecond, bare),
      percentOf(pg?.requestsPerSecond, bare),
      '≥ 10 %',
      met(pg && bare ? pg.requestsPerSecond / bare >= 0.1 : undefined),
    ],
    [
      'content list p99 ms',
      fixed(lite?.latencyMs.p99, 0),
      fixed(pg?.latencyMs.p99, 0),
      '≤ 50',
      met(pg ? pg.latencyMs.p99 <= 50 : undefined),
    ],
  ];
  const reported = [
    `${CONTENT}${WITH_CLIENT_TOKEN}`,
    ...DISCOVERY_PATHS.map((path) => `GET ${path}`),
    LANDING_AS_BROWSER,
  ];
  for (const route of reported) {
    out.push([
      `${route.replace(/^GET /, '')}, share of bare · p99 ms`,
      shareAndP99(rows, /PGlite/, route, bare),
      shareAndP99(rows, /PostgreSQL/, route, bare),
      'reported (list: ≥ 10 % · ≤ 50)',
      'reported',
    ]);
  }
  for (const [label, figures] of Object.entries(discovery ?? {})) {
    out.push([
      `${label} (scaled demo), req/s · p99 ms`,
      `${Math.round(figures.rps)} · ${figures.p99}`,
      null,
      'reported',
      'PGlite only',
    ]);
  }
  out.push(
    [
      'purchases per second, 20 buyers (ledger balanced)',
      fixed(buys?.PGlite?.perSecond, 1),
      fixed(buys?.PostgreSQL?.perSecond, 1),
      '≥ 200, balanced',
      met(buys?.PostgreSQL ? buys.PostgreSQL.perSecond >= 200 && buys.PostgreSQL.unbalanced === 0 : undefined),
    ],
    [
      `chat delivery p99 ms, 200 sockets, two instances, ${PACED_PER_SECOND} messages/s`,
      fixed(chat?.pglite?.paced?.p99, 0),
      fixed(chat?.postgres?.paced?.p99, 0),
      '≤ 100',
      met(chat?.postgres?.paced ? chat.postgres.paced.p99 <= 100 : undefined),
    ],
    [
      'chat at saturation (20 senders back to back): delivered/s · p99 ms',
      chat?.pglite?.two ? `${fixed(chat.pglite.two.perSecond, 0)} · ${fixed(chat.pglite.two.p99, 0)}` : '—',
      chat?.postgres?.two ? `${fixed(chat.postgres.two.perSecond, 0)} · ${fixed(chat.postgres.two.p99, 0)}` : '—',
      'reported',
      'reported',
    ],
  );
  return out;
}

export const TARGET_COLUMNS = [
  { label: 'figure' },
  { label: 'PGlite', align: 'right' as const },
  { label: 'PostgreSQL', align: 'right' as const },
  { label: 'target' },
  { label: 'PostgreSQL vs target' },
];
