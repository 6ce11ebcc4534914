import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { openDatabase, UnsuitableDatabaseError } from './db/open-database';
import { users } from './db/schema';
import type { Deps } from './deps';
import { loadDemoData } from './demo/load-demo-data';
import { JobQueue } from './jobs/job-queue';
import { backgroundJobs } from './background-jobs';
import { createLogger } from './logger';
import { recoverStrandedVideos } from './modules/media/recover-stranded-videos';
import { ensureWebClient } from './modules/auth/ensure-web-client';
import { ensureReportTypes } from './modules/reports/ensure-report-types';
import { startRealtime } from './realtime/start-realtime';
import { realtimeHandlers } from './realtime-handlers';
import { gracefulStop } from './graceful-stop';
import { createMailer, mailNotice } from './services/mail/create-mailer';
import { stopAllProcesses } from './services/transcoder';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** Demo data goes only into a database nobody uses yet: never mixed into real accounts. */
async function loadDemoIfEmpty(deps: Deps, log: ReturnType<typeof createLogger>): Promise<void> {
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const { loaded, accounts } = await loadDemoData(deps);
  if (!loaded) return;
  log.info('Demo data loaded. Sign in with:');
  for (const a of accounts) log.info(`  ${a.kind.padEnd(8)} ${a.email}  password: ${a.password}`);
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  log.info(`Database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/db` : 'PostgreSQL'}`);
  await migrate(database, backgroundJobs);
  const clock = { now: () => Date.now() };
  const jobs = await JobQueue.open(database, backgroundJobs, {
    worker: true,
    recoverySeconds: config.JOB_RECOVERY_SECONDS,
    onError: (error) => log.error(`Job queue: ${String(error)}`),
  });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer: createMailer(config, database.db, clock),
    clock,
    jobs,
  };
  await ensureWebClient(deps);
  await ensureReportTypes(deps);
  if (config.demo) await loadDemoIfEmpty(deps, log);
  // Last, once the database is closed: a killed ffmpeg can no longer mark its video failed, and the queue retries it.
  process.on('exit', stopAllProcesses);
  await recoverStrandedVideos(deps);
  await jobs.work(deps);
  const realtime = await startRealtime(deps, realtimeHandlers, (error) => log.error(`Realtime: ${String(error)}`));

  const server = serve(
    { fetch: buildApp(deps).fetch, hostname: config.HOST, port: config.PORT, websocket: realtime.websocket },
    () => {
      log.info(`Stagepass is listening on http://${config.HOST}:${config.PORT} — open ${config.publicUrl}`);
      const notice = mailNotice(config);
      if (notice) log.info(`${notice} (set SMTP_URL to deliver it)`);
    },
  );

  const stop = gracefulStop({ server, realtime, jobs, database, log });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof UnsuitableDatabaseError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
