import type { TestProject } from 'vitest/node';
import { openPostgres } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { backgroundJobs } from '@server/background-jobs';
import setupPglite from './pglite-global-setup';
import { postgresInstalled, POSTGRES_BIN, startCluster } from './postgres-cluster';
import { POSTGRES_MISSING_NOTICE } from './provided-context';

const TEMPLATE = 'stagepass_template';

/** Starts a throwaway PostgreSQL 15 cluster and migrates a template database that every test database copies. */
export default async function setup(project: TestProject) {
  if (!postgresInstalled()) {
    const bar = '!'.repeat(POSTGRES_MISSING_NOTICE.length);
    const notice = `\n${bar}\n${POSTGRES_MISSING_NOTICE}\n(looked in ${POSTGRES_BIN}; set POSTGRES_BIN_DIR)\n${bar}\n`;
    console.warn(notice);
    project.provide('postgres', null);
    // The skipped files' setup hooks still run; they get PGlite so they fail on nothing.
    const teardown = await setupPglite(project);
    return async () => {
      await teardown();
      console.warn(notice);
    };
  }
  const cluster = await startCluster();
  try {
    const database = await openPostgres(await cluster.createDatabase(TEMPLATE));
    await migrate(database, backgroundJobs);
    await database.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgres', { adminUrl: cluster.adminUrl, template: TEMPLATE });
  return () => cluster.stop();
}
