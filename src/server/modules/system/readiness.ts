import { readFileSync } from 'node:fs';
import type { Deps } from '../../deps';
import { storageFor } from '../../services/storage';
import { databaseAnswers } from './check-database';

export interface Readiness {
  database: boolean;
  migrations: boolean;
  storage: boolean;
}

const TIMEOUT_MS = 5000;

/** How many migrations this build carries (drizzle's journal); the database must have applied as many. */
const journal = new URL('../../db/migrations/meta/_journal.json', import.meta.url);
const shippedMigrations = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;

async function migrationsApplied(deps: Deps): Promise<boolean> {
  const { rows } = await deps.database.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return ((rows[0] as { n: number } | undefined)?.n ?? 0) >= shippedMigrations;
}

/** A hung dependency counts as down rather than hanging the probe. */
async function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((settle) => {
    timer = setTimeout(() => settle(false), TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: a load balancer sends it traffic only then. Storage answers when asking for
 * an object that does not exist gives "no such object" rather than an error.
 */
export async function readiness(deps: Deps): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    databaseAnswers(deps),
    withinTimeout(() => migrationsApplied(deps)),
    withinTimeout(() =>
      storageFor(deps.config)
        .head('ready-probe')
        .then(() => true),
    ),
  ]);
  return { database, migrations, storage };
}
