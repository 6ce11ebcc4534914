#!/usr/bin/env node
// Loads demo data into the configured database (DATA_DIR or DATABASE_URL), migrating it first.
// `--scale N` multiplies creators, fans and content (80 gives about 10,000 items, for benchmarks).
// Run: node --import tsx scripts/demo.mjs --scale 80
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { loadDemoData } from '../src/server/demo/load-demo-data.ts';
import { JobQueue } from '../src/server/jobs/job-queue.ts';
import { backgroundJobs } from '../src/server/background-jobs.ts';
import { createMailer } from '../src/server/services/mail/create-mailer.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, seed: { type: 'string' } } });
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale < 1) {
  console.error('--scale must be a number of at least 1');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
let jobs;
try {
  await migrate(database, backgroundJobs);
  const clock = { now: () => Date.now() };
  jobs = await JobQueue.open(database, backgroundJobs);
  const deps = { config, database, db: database.db, mailer: createMailer(config, database.db, clock), clock, jobs };
  const started = performance.now();
  const { loaded, accounts } = await loadDemoData(deps, { scale, ...(values.seed && { seed: Number(values.seed) }) });
  if (!loaded) console.log('The database already has users: demo data was not loaded.');
  else {
    console.log(`Demo data loaded (scale ${scale}) in ${Math.round(performance.now() - started)} ms. Sign in with:`);
    for (const a of accounts) console.log(`  ${a.kind.padEnd(8)} ${a.email}  password: ${a.password}`);
  }
} finally {
  await jobs?.stop();
  await database.close();
}
