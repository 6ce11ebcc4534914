import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { backgroundJobs } from '@server/background-jobs';
import './provided-context';

/**
 * Migrating PGlite takes seconds; copying a migrated data directory takes about one. So the
 * schema is built once per run and every test database starts from this dump.
 */
export default async function setup(project: TestProject) {
  const database = await openPglite(undefined);
  await migrate(database, backgroundJobs);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(join(tmpdir(), 'stagepass-pglite-'));
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
