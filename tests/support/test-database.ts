import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import './provided-context';

export const onPostgres = process.env.TEST_DB === 'postgres';

/** The api-pg project asked for PostgreSQL but the machine has none: its tests are reported skipped. */
export const postgresMissing = onPostgres && inject('postgres') === null;

let snapshot: Promise<Blob> | undefined;

async function openPgliteCopy(): Promise<Database> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return openPglite(undefined, await snapshot);
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function openPostgresCopy(adminUrl: string, template: string): Promise<Database> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  // Closing drops the database WITH (FORCE), which terminates any connection still open on purpose.
  const database = await openPostgres(adminUrl.replace(/\/[^/]*$/, `/${name}`), () => undefined);
  return {
    ...database,
    async close() {
      await database.close();
      await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh, migrated database that a server process can open too: PGlite in `dataDir/db` (where the server looks
 * with DATA_DIR=dataDir; only one process may hold it at a time), or a PostgreSQL copy reached by its `url`.
 */
export async function openTestDatabaseOnDisk(dataDir: string): Promise<Database> {
  const postgres = onPostgres ? inject('postgres') : null;
  if (postgres) return openPostgresCopy(postgres.adminUrl, postgres.template);
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return openPglite(join(dataDir, 'db'), await snapshot);
}

/** A fresh, migrated database: a PGlite copy of the snapshot, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<Database> {
  const postgres = onPostgres ? inject('postgres') : null;
  // Without PostgreSQL the tests are skipped, but their setup hooks still run: give them PGlite.
  return postgres ? openPostgresCopy(postgres.adminUrl, postgres.template) : openPgliteCopy();
}
