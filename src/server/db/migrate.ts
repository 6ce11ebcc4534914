import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { installJobQueues } from '../jobs/job-queue';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the generated migrations and installs the job queues. pg_trgm comes first: the search indexes need it. */
export async function migrate(database: Database): Promise<void> {
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  if (database.driver === 'pglite') await migratePglite(database.db, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  await installJobQueues(database);
}
