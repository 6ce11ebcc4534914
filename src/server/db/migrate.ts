import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { installJobQueues, type JobList } from '../jobs/job-queue';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock every instance takes to migrate (any constant; "stagepass" in ASCII). */
const MIGRATION_LOCK = 0x7374616765;

/** Applies the generated migrations and installs a queue for each of `jobs`. pg_trgm comes first: the search indexes need it. */
async function applyMigrations(database: Database, jobs: JobList<never>): Promise<void> {
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  if (database.driver === 'pglite') await migratePglite(database.db, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  await installJobQueues(database, jobs);
}

/**
 * N instances starting at once on one PostgreSQL database migrate one after another: each holds a session
 * advisory lock on a connection of its own while it migrates, so the first applies everything and the others
 * find nothing left to do. The lock ends with that connection, so a crashed instance never leaves it held.
 */
export async function migrate(database: Database, jobs: JobList<never>): Promise<void> {
  if (database.driver === 'pglite' || !database.url) return applyMigrations(database, jobs);
  const lock = new pg.Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await applyMigrations(database, jobs);
  } finally {
    await lock.end();
  }
}
