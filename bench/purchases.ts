import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { postgresInstalled, POSTGRES_BIN, startCluster } from '../tests/support/postgres-cluster';
import type { BenchContext, Section } from './context';
import { describeWaits, PROFILE_SETTINGS, startDbProfile, type DbProfile } from './db-profile';
import { emptyResult, errorText, fixed, type Cell, type SectionResult } from './report';
import { processTreeCpuMs, startStagepass, type RunningServer } from './server';

const BUYERS = 20;
const HEADERS = {
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
};
/** Every balanced check the server's own trigger makes at commit, asked again of the whole ledger afterwards. */
const UNBALANCED_SQL =
  'select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0) x';
/** Paid orders that do not have exactly one sale in the ledger (a double booking, or a purchase never booked). */
const MISBOOKED_SQL = `select count(*)::int as n from orders o
  where o.status in ('paid', 'partially_refunded', 'refunded')
    and (select count(*) from ledger_transactions t where t.order_id = o.id and t.kind = 'purchase') <> 1`;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

async function registerBuyer(url: string, run: string, i: number): Promise<string> {
  const login = `bench${run}${i}`;
  const res = await fetch(`${url}/auth/register`, {
    method: 'POST',
    // Buyers sign up from their own addresses (the benchmarking range): one address gets only a few sign-ups.
    headers: { ...HEADERS, 'x-forwarded-for': `198.18.0.${i + 1}` },
    body: JSON.stringify({
      email: `${login}@bench.test`,
      password: 'bench-password-1',
      login,
      name: login,
      type: 'fan',
    }),
  });
  return (await json<{ oauth: { access_token: string } }>(res, 'register')).oauth.access_token;
}

/** Published paid items that are not communities (a buyer can buy each once). */
async function buyableItems(url: string): Promise<number[]> {
  const res = await fetch(`${url}/api/content?limit=200&filter[price][>]=0&filter[type][notIn]=50`, {
    headers: HEADERS,
  });
  return (await json<{ data: { id: number }[] }>(res, 'content list')).data.map((c) => c.id);
}

/** One whole purchase as a browser does it: create-pi, approve on the test checkout page, capture. */
async function purchase(url: string, token: string, contentId: number): Promise<void> {
  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  const pi = await json<{ data: { payment_intent_id: string } }>(
    await fetch(`${url}/api/paypal/create-pi`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ content_id: contentId }),
    }),
    'create-pi',
  );
  const id = pi.data.payment_intent_id;
  const approved = await fetch(`${url}/api/payments/test-checkout/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  if (approved.status !== 303) throw new Error(`checkout answered ${approved.status}`);
  const captured = await json<{ data: { status: string } }>(
    await fetch(`${url}/api/paypal/capture`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ payment_intent_id: id }),
    }),
    'capture',
  );
  if (captured.data.status !== 'paid') throw new Error(`capture ended ${captured.data.status}`);
}

/** `beforeBuying` runs once the buyers are signed up, just before the purchases start (the database profile). */
async function drive(url: string, seconds: number, beforeBuying: () => Promise<void> = async () => undefined) {
  const items = await buyableItems(url);
  const run = Date.now().toString(36);
  const tokens = await Promise.all(Array.from({ length: BUYERS }, (_, i) => registerBuyer(url, run, i)));
  await beforeBuying();
  const latencies: number[] = [];
  let failures = 0;
  const reasons = new Set<string>();
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, b) => {
      // Each buyer walks the catalogue from a different place, so buyers compete for the same creators' accounts.
      for (let k = 0; k < items.length && performance.now() < until; k += 1) {
        const t0 = performance.now();
        try {
          await purchase(url, token, items[(k + b * 7) % items.length]!);
          latencies.push(performance.now() - t0);
        } catch (error) {
          failures += 1;
          reasons.add(errorText(error).slice(0, 160));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? null;
  return {
    done: latencies.length,
    failures,
    reasons: [...reasons].slice(0, 3),
    elapsed,
    perSecond: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    items: items.length,
  };
}

async function onPglite(ctx: BenchContext, seconds: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-bench-buy-'));
  ctx.onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer(ctx, dataDir);
  let figures;
  let cpu: PurchaseCpu;
  try {
    let before: { server: number | null; buyers: NodeJS.CpuUsage } | undefined;
    figures = await drive(server.url, seconds, async () => {
      before = { server: server.cpuMs(), buyers: process.cpuUsage() };
    });
    const after = server.cpuMs();
    const buyers = process.cpuUsage(before!.buyers);
    const attempts = Math.max(1, figures.done + figures.failures);
    cpu = {
      server: before!.server === null || after === null ? null : (after - before!.server) / attempts,
      postgres: null,
      buyers: (buyers.user + buyers.system) / 1000 / attempts,
    };
  } finally {
    await server.stop();
  }
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    const unbalanced = (await db.query<{ n: number }>(UNBALANCED_SQL)).rows[0]!.n;
    const misbooked = (await db.query<{ n: number }>(MISBOOKED_SQL)).rows[0]!.n;
    return { ...figures, unbalanced, misbooked, cpu };
  } finally {
    await db.close();
  }
}

async function onPostgres(ctx: BenchContext, seconds: number) {
  const cluster = await startCluster(PROFILE_SETTINGS);
  let stopped = false;
  const stopCluster = () => {
    if (!stopped) cluster.stop();
    stopped = true;
  };
  ctx.onCleanup(stopCluster);
  const databaseUrl = await cluster.createDatabase('stagepass_buy');
  const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-bench-buy-pg-'));
  ctx.onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer(ctx, dataDir, databaseUrl);
  try {
    let profiling: Awaited<ReturnType<typeof startDbProfile>> | undefined;
    const postmaster = cluster.postmasterPid();
    let sampler = new Set<number>();
    let before: { server: number | null; postgres: number | null; buyers: NodeJS.CpuUsage } | undefined;
    const figures = await drive(server.url, seconds, async () => {
      profiling = await startDbProfile(databaseUrl);
      sampler = new Set([profiling.backendPid]);
      before = {
        server: server.cpuMs(),
        postgres: processTreeCpuMs(postmaster, sampler),
        buyers: process.cpuUsage(),
      };
    });
    const after = { server: server.cpuMs(), postgres: processTreeCpuMs(postmaster, sampler) };
    const buyers = process.cpuUsage(before!.buyers);
    const profile = await profiling!.stop();
    const attempts = Math.max(1, figures.done + figures.failures);
    const perPurchase = (from: number | null, to: number | null) =>
      from === null || to === null ? null : (to - from) / attempts;
    const cpu: PurchaseCpu = {
      server: perPurchase(before!.server, after.server),
      postgres: perPurchase(before!.postgres, after.postgres),
      buyers: (buyers.user + buyers.system) / 1000 / attempts,
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const unbalanced = (await client.query<{ n: number }>(UNBALANCED_SQL)).rows[0]!.n;
    const misbooked = (await client.query<{ n: number }>(MISBOOKED_SQL)).rows[0]!.n;
    await client.end();
    return { ...figures, unbalanced, misbooked, profile, cpu };
  } finally {
    await server.stop();
    stopCluster();
  }
}

async function startServer(ctx: BenchContext, dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  ctx.log(`starting the server for purchases on ${database}…`);
  return startStagepass({
    label: `Stagepass server for purchases (${database})`,
    root: ctx.root,
    dataDir,
    databaseUrl,
    env: { PAYMENTS: 'test', TRUST_PROXY: '1' },
  });
}

/** CPU per purchase, ms, by process: steadier than purchases/s on a shared machine, and it says what bounds it. */
interface PurchaseCpu {
  /** On PGlite, the database's work too: it runs inside the server. */
  server: number | null;
  /** The postmaster and every backend, including those that ended; null on PGlite. */
  postgres: number | null;
  /** The bench's own 20 buyers (this process, the database profile's sampling included), on the same cores. */
  buyers: number;
}

type Figures = Awaited<ReturnType<typeof drive>> & {
  unbalanced: number;
  misbooked: number;
  profile?: DbProfile;
  cpu?: PurchaseCpu;
};

/** What the CPU per purchase allows on this machine's cores: the ceiling no tuning of waits can pass. */
function cpuNote(label: string, cpu: PurchaseCpu): string {
  const ms = (value: number | null) => (value === null ? '?' : value.toFixed(1));
  const total = (cpu.server ?? 0) + (cpu.postgres ?? 0) + cpu.buyers;
  const cores = availableParallelism();
  const database = cpu.postgres === null ? ' (database included)' : ` + PostgreSQL ${ms(cpu.postgres)} ms`;
  return (
    `${label}: CPU per purchase, server ${ms(cpu.server)} ms${database} + the bench's ` +
    `buyers ${ms(cpu.buyers)} ms = ${total.toFixed(1)} ms; ${cores} cores allow at most ` +
    `${((cores * 1000) / total).toFixed(0)} purchases/s at that cost (200/s needs ≤ ${((cores * 1000) / 200).toFixed(0)} ms).`
  );
}
const row = (database: string, f: Figures): Cell[] => [
  database,
  fixed(f.perSecond, 1),
  f.done,
  f.failures,
  fixed(f.p50, 0),
  fixed(f.p99, 0),
  f.unbalanced === 0 ? 'balanced' : `${f.unbalanced} UNBALANCED`,
  f.misbooked === 0 ? 'one sale each' : `${f.misbooked} MISBOOKED`,
];

/** Purchases per second end to end (create-pi, approve on the test checkout, capture) with 20 buyers at once. */
export const purchases: Section = {
  id: 'purchases',
  title: `Purchases end to end (${BUYERS} buyers at once, test provider)`,
  async run(ctx): Promise<SectionResult> {
    const result = emptyResult();
    const seconds = ctx.options.quick ? 5 : 20;
    const rows: Cell[][] = [];
    for (const [label, work] of [
      ['PGlite', () => onPglite(ctx, seconds)],
      ['PostgreSQL', () => onPostgres(ctx, seconds)],
    ] as const) {
      if (label === 'PostgreSQL' && !postgresInstalled()) {
        result.notes.push(`PostgreSQL part skipped: no PostgreSQL binaries in ${POSTGRES_BIN}.`);
        continue;
      }
      try {
        const f: Figures = await work();
        rows.push(row(label, f));
        result.data[label] = f;
        if (f.unbalanced > 0) result.failures.push(`${label}: ${f.unbalanced} unbalanced ledger transactions`);
        if (f.misbooked > 0) result.failures.push(`${label}: ${f.misbooked} paid orders without exactly one sale`);
        if (f.done === 0) result.failures.push(`${label}: no purchase completed`);
        for (const reason of f.reasons) result.notes.push(`${label} failed purchase: ${reason}`);
        if (f.profile) {
          const attempts = Math.max(1, f.done + f.failures);
          result.notes.push(
            `${label}: ${(f.profile.statements / attempts).toFixed(1)} statements per purchase (BEGIN/COMMIT included, ` +
              `create-pi + checkout + capture); sessions by state, mean of ${f.profile.samples} samples: ` +
              `${describeWaits(f.profile)}.`,
          );
        }
        if (f.cpu) result.notes.push(cpuNote(label, f.cpu));
      } catch (error) {
        result.failures.push(`${label}: ${errorText(error)}`);
      }
    }
    result.tables.push({
      columns: [
        { label: 'database' },
        { label: 'purchases/s', align: 'right' },
        { label: 'done', align: 'right' },
        { label: 'failed', align: 'right' },
        { label: 'p50 ms', align: 'right' },
        { label: 'p99 ms', align: 'right' },
        { label: 'ledger' },
        { label: 'paid orders' },
      ],
      rows,
    });
    result.notes.push(`${seconds} s per database; each purchase is three requests plus the checkout form post.`);
    return result;
  },
};
