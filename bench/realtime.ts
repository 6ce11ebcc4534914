// Real-time delivery: messages per second delivered end to end (HTTP send → other member's socket) with 200
// connected sockets, and delivery latency, on one server instance and across two instances on one database:
// embedded PGlite (both instances in this process), and PostgreSQL with two real server processes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS } from '@shared/limits';
import { loadConfig } from '@server/config';
import { openPglite, openPostgres, type Db } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { accessTokens, chatChannels, chatMembers, follows, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { hashToken } from '@server/http/auth';
import { JobQueue } from '@server/jobs/job-queue';
import { backgroundJobs } from '@server/background-jobs';
import { ensureWebClient } from '@server/modules/auth/ensure-web-client';
import { OutboxMailer } from '@server/services/mail/outbox-mailer';
import { postgresInstalled, POSTGRES_BIN, startCluster } from '../tests/support/postgres-cluster';
import { secondInstanceDeps, startServer, TestSocket } from '../tests/support/ws-server';
import type { BenchContext, Section } from './context';
import { describeWaits, PROFILE_SETTINGS, startDbProfile } from './db-profile';
import { emptyResult, errorText, fixed, type Cell, type SectionResult } from './report';
import { startStagepass } from './server';

const PAIRS = 100;
const SATURATION = { senders: 20 };

interface Pair {
  conversationId: number;
  fanToken: string;
  creatorToken: string;
}

async function seed(db: Db, clientId: string): Promise<Pair[]> {
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: PAIRS * 2 }, (_, i) => ({
        kind: i % 2 === 0 ? ('fan' as const) : ('creator' as const),
        creatorRole: i % 2 === 0 ? null : 1,
        email: `bench${i}@example.test`,
        login: `bench${i}`,
        name: `Bench ${i}`,
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id });
  const pairs: Pair[] = [];
  for (let p = 0; p < PAIRS; p += 1) {
    const fan = people[p * 2]!.id;
    const creator = people[p * 2 + 1]!.id;
    await db.insert(follows).values({ followerId: fan, creatorId: creator });
    const [channel] = await db
      .insert(chatChannels)
      .values({ url: `bench-${p}`, kind: 'direct', createdBy: fan, directKey: `${fan}:${creator}` })
      .returning({ id: chatChannels.id });
    await db.insert(chatMembers).values([
      { channelId: channel!.id, userId: fan },
      { channelId: channel!.id, userId: creator },
    ]);
    const token = async (userId: number) => {
      const value = randomBytes(24).toString('base64url');
      await db.insert(accessTokens).values({ tokenHash: hashToken(value), clientId, userId, scope: 'api', expiresAt });
      return value;
    };
    pairs.push({ conversationId: channel!.id, fanToken: await token(fan), creatorToken: await token(creator) });
  }
  return pairs;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * How the sends are offered: `senders` requests at a time back to back (saturation: the latency then is mostly the
 * queue those senders build, concurrency ÷ throughput), or `perSecond` sends started on a fixed schedule whatever the
 * answers (an open loop, as people chat: the latency a person sees at that rate).
 */
type Offered = { senders: number } | { perSecond: number };

/** A lively evening: each of the 100 fans sends a message every two seconds, the 200 sockets all connected. */
export const PACED_PER_SECOND = 50;

/**
 * Every fan sends `perFan` messages through `sendVia`; each is timed from the start of its POST (paced: from when it
 * was due, so a late sender cannot hide a delay) until the creator's socket (on `receiveOn`) has it.
 */
interface Origin {
  origin: string;
}

async function measure(
  pairs: Pair[],
  sendVia: Origin,
  receiveOn: (i: number) => Origin,
  perFan: number,
  offered: Offered,
  profile?: () => ReturnType<typeof startDbProfile>,
) {
  const sockets: TestSocket[] = [];
  for (const [i, pair] of pairs.entries()) {
    sockets.push(await TestSocket.open(receiveOn(i).origin, pair.fanToken));
    sockets.push(await TestSocket.open(receiveOn(i).origin, pair.creatorToken));
  }
  await Promise.all(sockets.map((s) => s.waitFor('ready', undefined, 30_000)));
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  let delivered!: () => void;
  const allDelivered = new Promise<void>((resolve) => (delivered = resolve));
  const total = pairs.length * perFan;
  for (let i = 0; i < pairs.length; i += 1) {
    const creatorSocket = sockets[i * 2 + 1]!;
    creatorSocket.received.length = 0;
    creatorSocket.onMessage = (m) => {
      if (m.type !== 'message') return;
      const started = pending.get(m.message.client_message_id);
      if (started === undefined) return;
      pending.delete(m.message.client_message_id);
      latencies.push(performance.now() - started);
      if (latencies.length === total) delivered();
    };
  }
  const jobs = pairs.flatMap((pair, i) =>
    Array.from({ length: perFan }, (_, n) => ({ pair, id: `b-${i}-${n}-${Date.now()}` })),
  );
  const profiling = await profile?.();
  const started = performance.now();
  const send = async (job: (typeof jobs)[number], since: number) => {
    pending.set(job.id, since);
    const res = await fetch(`${sendVia.origin}/api/chat/conversations/${job.pair.conversationId}/messages`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${job.pair.fanToken}`,
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify({ client_message_id: job.id, body: 'Hello from the bench' }),
    });
    if (res.status !== 201) throw new Error(`send answered ${res.status}`);
  };
  if ('senders' in offered) {
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) await send(jobs[next++]!, performance.now());
    };
    await Promise.all(Array.from({ length: offered.senders }, worker));
  } else {
    const gap = 1000 / offered.perSecond;
    const sends: Promise<void>[] = [];
    for (const [k, job] of jobs.entries()) {
      const due = started + k * gap;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sends.push(send(job, due));
    }
    await Promise.all(sends);
  }
  await Promise.race([
    allDelivered,
    new Promise((_, reject) => setTimeout(() => reject(new Error('not all delivered in 60 s')), 60_000)),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const db = await profiling?.stop();
  for (const s of sockets) s.close();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    messages: total,
    perSecond: total / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ...(db && { db }),
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;
const row = (setup: string, f: Figures): Cell[] => [
  setup,
  f.sockets,
  f.messages,
  fixed(f.perSecond),
  fixed(f.p50),
  fixed(f.p99),
];

/** Both instances in this process over one embedded PGlite (its own LISTEN/NOTIFY). */
async function onPglite(ctx: BenchContext, perFan: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-bench-rt-'));
  ctx.onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  ctx.log('realtime: migrating a fresh PGlite database and seeding 100 conversations…');
  const database = await openPglite(join(dataDir, 'db'));
  ctx.onCleanup(() => database.close());
  await migrate(database, backgroundJobs);
  const config = loadConfig({ DEMO: '0', DATA_DIR: dataDir, LOG_LEVEL: 'error', STATIC_DIR: join(dataDir, 'none') });
  const jobs = await JobQueue.open(database, backgroundJobs);
  ctx.onCleanup(() => jobs.stop());
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer: new OutboxMailer(database.db),
    clock: { now: () => Date.now() },
    jobs,
  };
  await ensureWebClient(deps);
  const pairs = await seed(deps.db, config.WEB_CLIENT_ID);
  const a = await startServer(deps);
  ctx.onCleanup(() => a.close());
  const second = await secondInstanceDeps(deps);
  ctx.onCleanup(() => second.close());
  const b = await startServer(second.deps);
  ctx.onCleanup(() => b.close());
  ctx.log('realtime: PGlite, one instance…');
  const one = await measure(pairs, a, () => a, perFan, SATURATION);
  ctx.log('realtime: PGlite, across two instances (sent through A, sockets on B)…');
  const two = await measure(pairs, a, () => b, perFan, SATURATION);
  ctx.log(`realtime: PGlite, across two instances, ${PACED_PER_SECOND} messages a second…`);
  const paced = await measure(pairs, a, () => b, perFan, { perSecond: PACED_PER_SECOND });
  return { one, two, paced };
}

/** Two real server processes on one PostgreSQL database, each with its own pool and LISTEN connection. */
async function onPostgres(ctx: BenchContext, perFan: number) {
  const cluster = await startCluster(PROFILE_SETTINGS);
  ctx.onCleanup(() => cluster.stop());
  const databaseUrl = await cluster.createDatabase('stagepass_rt');
  const start = async (name: string) => {
    const label = `Stagepass server ${name} (PostgreSQL)`;
    const server = await startStagepass({ label, root: ctx.root, databaseUrl, demo: false });
    ctx.onCleanup(() => server.stop());
    return { origin: server.url, cpuMs: () => server.cpuMs() ?? NaN };
  };
  ctx.log('realtime: PostgreSQL, starting server processes A and B…');
  // A migrates first; B starts on the migrated database.
  const a = await start('A');
  const b = await start('B');
  const database = await openPostgres(databaseUrl);
  ctx.onCleanup(() => database.close());
  const pairs = await seed(database.db, process.env.WEB_CLIENT_ID ?? loadConfig({}).WEB_CLIENT_ID);
  ctx.log('realtime: PostgreSQL, one process…');
  const one = await measure(pairs, a, () => a, perFan, SATURATION);
  ctx.log('realtime: PostgreSQL, across two processes (sent through A, sockets on B)…');
  // Profiled from here: the sockets' connection and first counts are not the sends'.
  let cpuBefore = { a: NaN, b: NaN };
  const two = await measure(
    pairs,
    a,
    () => b,
    perFan,
    SATURATION,
    async () => {
      cpuBefore = { a: a.cpuMs(), b: b.cpuMs() };
      return startDbProfile(databaseUrl);
    },
  );
  // Server CPU per message: a load-independent figure for the sending (A) and the receiving (B) instance.
  const cpuPerMessage = {
    a: (a.cpuMs() - cpuBefore.a) / two.messages,
    b: (b.cpuMs() - cpuBefore.b) / two.messages,
  };
  ctx.log(`realtime: PostgreSQL, across two processes, ${PACED_PER_SECOND} messages a second…`);
  const paced = await measure(pairs, a, () => b, perFan, { perSecond: PACED_PER_SECOND });
  return { one, two, paced, cpuPerMessage };
}

export const realtimeDelivery: Section = {
  id: 'realtime',
  title: 'Real-time delivery (chat over WebSocket, 200 sockets)',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const result = emptyResult();
    const perFan = ctx.options.quick ? 2 : 5;
    const rows: Cell[][] = [];
    const data: Record<string, unknown> = {};
    try {
      const lite = await onPglite(ctx, perFan);
      rows.push(
        row('PGlite, one instance', lite.one),
        row('PGlite, two instances in one process (A → B)', lite.two),
        row(`PGlite, two instances (A → B), ${PACED_PER_SECOND} messages/s`, lite.paced),
      );
      data.pglite = lite;
    } catch (error) {
      result.failures.push(`PGlite: ${errorText(error)}`);
    }
    if (!postgresInstalled()) {
      result.notes.push(`PostgreSQL part skipped: no PostgreSQL binaries in ${POSTGRES_BIN}.`);
    } else {
      try {
        const pgFigures = await onPostgres(ctx, perFan);
        rows.push(
          row('PostgreSQL, one process', pgFigures.one),
          row('PostgreSQL, two processes (A → B)', pgFigures.two),
          row(`PostgreSQL, two processes (A → B), ${PACED_PER_SECOND} messages/s`, pgFigures.paced),
        );
        data.postgres = pgFigures;
        const db = pgFigures.two.db;
        if (db)
          result.notes.push(
            `PostgreSQL, two processes: ${(db.statements / pgFigures.two.messages).toFixed(1)} statements per message ` +
              `(BEGIN/COMMIT and the receivers' reads included); sessions by state, mean of ${db.samples} samples: ` +
              `${describeWaits(db)}; server CPU per message ${pgFigures.cpuPerMessage.a.toFixed(1)} ms on A (sends), ` +
              `${pgFigures.cpuPerMessage.b.toFixed(1)} ms on B (deliveries).`,
          );
      } catch (error) {
        result.failures.push(`PostgreSQL: ${errorText(error)}`);
      }
    }
    result.tables.push({
      columns: [
        { label: 'setup' },
        { label: 'sockets', align: 'right' },
        { label: 'messages', align: 'right' },
        { label: 'delivered/s', align: 'right' },
        { label: 'p50 ms', align: 'right' },
        { label: 'p99 ms', align: 'right' },
      ],
      rows,
    });
    result.notes.push(
      "Each message is timed from the start of its POST to its arrival on the other member's socket. Most rows offer " +
        `${SATURATION.senders} senders at a time, back to back: the most the setup delivers, whose latency is mostly ` +
        `their own queue. The "${PACED_PER_SECOND} messages/s" rows start sends on a schedule (timed from when each was ` +
        'due), as people chat: the delivery time a person sees with all 200 sockets connected. ' +
        'PGlite runs both instances in this process over one embedded database; PostgreSQL runs two server processes, ' +
        'each fanning out through its own LISTEN connection.',
    );
    result.data = data;
    return result;
  },
};
