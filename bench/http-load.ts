import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { postgresInstalled, POSTGRES_BIN, startCluster, type Cluster } from '../tests/support/postgres-cluster';
import type { BenchContext, Section } from './context';
import { emptyResult, errorText, type Cell, type SectionResult } from './report';
import { startBareHono, startStagepass, type RunningServer } from './server';
import { measureWireBytes, wireBytesTable, type WireFigure } from './wire-bytes';

const CONTENT_PATH = '/api/content?limit=20&expand=cover,shortOwner';
/** Issue 19 asks these beside the list, the same way: share of the bare route and p99 at the same load. */
export const DISCOVERY_PATHS = [
  '/api/feed/landing',
  '/api/search/content?search=house&limit=20',
  `/api/autocomplete?query=${encodeURIComponent('hou')}`,
];
/** The database column of the bare Hono baseline's rows. */
export const BARE = '(none)';
/** The PWA's own requests carry the web client's token, which no instance copy answers (anonymous-copies.ts). */
export const WITH_CLIENT_TOKEN = ' (web client token)';
/** The landing feed as a browser asks for it: 118 KB plain, so the plain row measures writing bytes. */
export const LANDING_AS_BROWSER = 'GET /api/feed/landing (Accept-Encoding: gzip)';
/** A DB-free route, if the server grows one; used instead of nothing when present. */
const PING_PATH = '/api/ping';
const HEALTH_PATH = '/api/health';
const HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

interface LoadSettings {
  connections: number;
  /** Seconds of discarded load before each measured run. */
  warmupSeconds: number;
  seconds: number;
}

interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Size of one response body, from the probe request. */
  bodyBytes: number;
}

interface Row {
  database: string;
  route: string;
  url: string;
  figures?: LoadFigures;
  error?: string;
}

/** One plain request first: a route that answers an error would otherwise be benchmarked as a fast route. */
async function probe(
  url: string,
  headers: Record<string, string> = HEADERS,
): Promise<{ ok: boolean; status: number; bytes: number; text: string }> {
  // Generous: the previous route's last 100 requests may still be queued on a slow server (PGlite, a loaded machine).
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) });
  const body = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { ok: response.ok && json, status: response.status, bytes: body.length, text: body.toString('utf8') };
}

async function measure(url: string, settings: LoadSettings, extra: Record<string, string>): Promise<LoadFigures> {
  const headers = { ...HEADERS, ...extra };
  const first = await probe(url, headers);
  if (!first.ok) throw new Error(`answered ${first.status}, not 2xx JSON: ${first.text.slice(0, 200)}`);
  const base = { url, connections: settings.connections, headers, timeout: 10 };
  await autocannon({ ...base, duration: settings.warmupSeconds });
  const r = await autocannon({ ...base, duration: settings.seconds });
  return {
    requestsPerSecond: r.requests.average,
    latencyMs: {
      average: r.latency.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bodyBytes: first.bytes,
  };
}

async function measureRow(
  ctx: BenchContext,
  row: Omit<Row, 'figures' | 'error'>,
  s: LoadSettings,
  headers: Record<string, string> = {},
): Promise<Row> {
  ctx.log(`load: ${row.database} ${row.route} (${s.warmupSeconds} s warm-up + ${s.seconds} s)…`);
  try {
    return { ...row, figures: await measure(row.url, s, headers) };
  } catch (error) {
    return { ...row, error: errorText(error) };
  }
}

/** The server's defaults: the bench starts it without WEB_CLIENT_ID or WEB_CLIENT_SECRET. */
const WEB_CLIENT = loadConfig({});

/** The PWA's anonymous token (client credentials), as the app gets it at start. */
async function webClientToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/auth/token`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: WEB_CLIENT.WEB_CLIENT_ID,
      client_secret: WEB_CLIENT.WEB_CLIENT_SECRET,
      scopes: ['api'],
    }),
  });
  if (!response.ok) throw new Error(`the web client's token answered ${response.status}`);
  return ((await response.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

/** The list (anonymous, then as the PWA asks), the discovery routes and the barest routes of one server. */
async function benchServer(ctx: BenchContext, database: string, server: RunningServer, s: LoadSettings) {
  const route = (path: string) => ({ database, route: `GET ${path}`, url: server.url + path });
  const rows = [await measureRow(ctx, route(CONTENT_PATH), s)];
  const token = await webClientToken(server);
  const listAsPwa = { ...route(CONTENT_PATH), route: `GET ${CONTENT_PATH}${WITH_CLIENT_TOKEN}` };
  rows.push(await measureRow(ctx, listAsPwa, s, { authorization: `Bearer ${token}` }));
  for (const path of DISCOVERY_PATHS) rows.push(await measureRow(ctx, route(path), s));
  const landing = { ...route(DISCOVERY_PATHS[0]!), route: LANDING_AS_BROWSER };
  rows.push(await measureRow(ctx, landing, s, { 'accept-encoding': 'gzip' }));
  const hasPing = await probe(server.url + PING_PATH).then(
    (p) => p.ok,
    () => false,
  );
  if (hasPing) {
    rows.push(await measureRow(ctx, { database, route: `GET ${PING_PATH} (no DB)`, url: server.url + PING_PATH }, s));
  }
  rows.push(
    await measureRow(
      ctx,
      { database, route: `GET ${HEALTH_PATH} (one DB round trip)`, url: server.url + HEALTH_PATH },
      s,
    ),
  );
  return { rows, hasPing };
}

/** A throwaway cluster (the test suite's helper), a UTF-8 database in it, and the real server on top. */
async function withPostgresServer<T>(ctx: BenchContext, use: (server: RunningServer, version: string) => Promise<T>) {
  let cluster: Cluster | undefined;
  let server: RunningServer | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server?.stop();
    cluster?.stop();
  };
  ctx.onCleanup(stop);
  try {
    ctx.log('starting a throwaway PostgreSQL cluster…');
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    await admin.end();
    ctx.log('starting the server on PostgreSQL (demo data)…');
    server = await startStagepass({
      label: 'Stagepass server on PostgreSQL',
      root: ctx.root,
      databaseUrl: await cluster.createDatabase('stagepass_bench'),
    });
    ctx.log(`PostgreSQL server ready on ${server.url} after ${server.startSeconds.toFixed(1)} s`);
    return await use(server, `PostgreSQL ${version?.split(' ')[0] ?? '?'}`);
  } finally {
    await stop();
  }
}

function ms(value: number | undefined): Cell {
  if (value === undefined) return null;
  return Number.isInteger(value) ? value : value.toFixed(2);
}

/** The bare Hono baseline (bench/bare-hono.mjs), running until `stop`, measured as rows of `rows`. */
async function bareHono(ctx: BenchContext, s: LoadSettings, rows: Row[]) {
  const bare = await startBareHono(ctx.root);
  ctx.onCleanup(() => bare.stop());
  return {
    async measure(when: 'before' | 'after') {
      const route = `bare Hono baseline: GET ${PING_PATH} (${when} the servers)`;
      rows.push(await measureRow(ctx, { database: BARE, route, url: bare.url + PING_PATH }, s));
    },
    stop: () => bare.stop(),
  };
}

export const httpLoad: Section = {
  id: 'http',
  title: 'API throughput and latency',
  async run(ctx): Promise<SectionResult> {
    const result = emptyResult();
    const s: LoadSettings = ctx.options.quick
      ? { connections: 100, warmupSeconds: 1, seconds: 3 }
      : { connections: 100, warmupSeconds: 2, seconds: 10 };
    const rows: Row[] = [];
    let serverHasPing = false;
    let wire: WireFigure[] = [];

    // Measured before and after the servers: the machine's load drifts, and shares are taken of their mean.
    let bareBaseline: Awaited<ReturnType<typeof bareHono>> | undefined;
    try {
      bareBaseline = await bareHono(ctx, s, rows);
      await bareBaseline.measure('before');
    } catch (error) {
      result.failures.push(`bare Hono baseline: ${errorText(error)}`);
    }

    try {
      const server = await ctx.pgliteServer();
      const bench = await benchServer(ctx, 'PGlite', server, s);
      rows.push(...bench.rows);
      serverHasPing ||= bench.hasPing;
      try {
        wire = await measureWireBytes(server.url);
      } catch (error) {
        result.failures.push(`bytes over the wire: ${errorText(error)}`);
      }
    } catch (error) {
      result.failures.push(`PGlite part: ${errorText(error)}`);
    }

    if (!postgresInstalled()) {
      result.notes.push(
        `PostgreSQL part skipped: no PostgreSQL binaries in ${POSTGRES_BIN} (set POSTGRES_BIN_DIR to run it).`,
      );
    } else {
      try {
        const bench = await withPostgresServer(ctx, (server, version) => benchServer(ctx, version, server, s));
        rows.push(...bench.rows);
        serverHasPing ||= bench.hasPing;
      } catch (error) {
        result.failures.push(`PostgreSQL part: ${errorText(error)}`);
      }
    }

    await bareBaseline?.measure('after');
    await bareBaseline?.stop();

    for (const row of rows) if (row.error) result.failures.push(`${row.database} ${row.route}: ${row.error}`);
    result.tables.push({
      title: `${s.connections} connections, ${s.seconds} s per route after a ${s.warmupSeconds} s warm-up`,
      columns: [
        { label: 'database' },
        { label: 'route' },
        { label: 'req/s', align: 'right' },
        { label: 'p50 ms', align: 'right' },
        { label: 'p99 ms', align: 'right' },
        { label: 'body (plain)', align: 'right' },
        { label: 'non-2xx/errors', align: 'right' },
      ],
      rows: rows.map((r) => {
        const f = r.figures;
        if (!f) return [r.database, r.route, 'failed', null, null, null, null];
        return [
          r.database,
          r.route,
          Math.round(f.requestsPerSecond),
          ms(f.latencyMs.p50),
          ms(f.latencyMs.p99),
          `${f.bodyBytes} B`,
          `${f.non2xx}/${f.errors + f.timeouts}`,
        ];
      }),
    });
    if (wire.length) result.tables.push(wireBytesTable(wire));
    if (!serverHasPing) {
      result.notes.push(
        `the server has no DB-free route (${PING_PATH} is 404), so its barest route is ${HEALTH_PATH} (select 1); ` +
          'the bare Hono baseline is a separate one-route app (bench/bare-hono.mjs), same framework and adapter.',
      );
    }
    result.notes.push(
      'autocannon runs in this process on the same machine as the server (2 cores share client and server); ' +
        'latency has 1 ms resolution. Compare rows of one run, not runs on different machines.',
    );
    if (wire.length) {
      result.notes.push(
        'the load runs send no Accept-Encoding, so their answers are plain; a browser gets them gzipped (from 1 KiB).',
      );
    }
    result.data = { settings: s, rows, wire };
    return result;
  },
};
