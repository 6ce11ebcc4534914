import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { fuzzServer, report } from './fuzz/run-fuzz';
import { startServerProcess, type ServerProcess } from './server-process';
import { onPostgres, openTestDatabaseOnDisk } from './test-database';

/**
 * The API fuzzer (issue 14): requests generated from /api/openapi.json for every operation, anonymous and as
 * the demo fan, creator and admin, against the real server in its own process on a fresh demo database.
 * Any 5xx, any request left unanswered, or the server dying fails the run. FUZZ_SEED replays a run and
 * FUZZ_RUNS sets the generated requests per operation and caller. PGlite gets the full run; PostgreSQL, the
 * same engine behind another driver and real concurrent connections, a lighter one (see docs/architecture.md).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? (onPostgres ? 3 : 6));

let server: ServerProcess;
let dataDir: string;
let postgres: Database | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stagepass-fuzz-'));
  // A stand-in for the built app, so page paths answer its shell rather than "not built yet" (a 503).
  await mkdir(join(dataDir, 'dist'));
  await writeFile(join(dataDir, 'dist', 'index.html'), '<!doctype html><title>Stagepass</title>');
  // PGlite: the server creates and migrates its own database in DATA_DIR; PostgreSQL: a fresh migrated copy.
  postgres = onPostgres ? await openTestDatabaseOnDisk(dataDir) : undefined;
  server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DEMO: '1',
      STATIC_DIR: join(dataDir, 'dist'),
      ...(postgres?.url && { DATABASE_URL: postgres.url }),
    },
    240_000,
  );
}, 300_000);
afterAll(async () => {
  await server?.kill();
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('answers every generated request without a 5xx, and the server stays up', { timeout: 900_000 }, async () => {
  let died: string | undefined;
  void server.exited.then(({ code, signal }) => (died = `the server exited (${signal ?? code})`));
  console.log(`fuzz: seed ${SEED}, ${RUNS} generated requests per operation and caller`);
  const result = await fuzzServer(server.url, {
    seed: SEED,
    runs: RUNS,
    inFlight: 4,
    answerWithinMs: 60_000,
    died: () => died,
  });
  console.log(report(result).join('\n'));

  expect(died, `${died}:\n${server.output()}`).toBeUndefined();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect(result.findings, `server log:\n${server.output()}`).toEqual([]);
});
