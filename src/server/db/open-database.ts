import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';

/** A database the product must not run on; main prints its message alone, without a stack. */
export class UnsuitableDatabaseError extends Error {
  override name = 'UnsuitableDatabaseError';
}

/**
 * Trigram search finds Japanese, Korean and Chinese words only when the database's character
 * classification understands UTF-8; a plain `C` ctype silently finds nothing. PGlite is always UTF-8.
 */
export async function checkUtf8Ctype(database: Database): Promise<void> {
  const result = await database.db.execute<{ lc_ctype: string }>(sql`SHOW lc_ctype`);
  const ctype = (result as unknown as { rows: { lc_ctype: string }[] }).rows[0]?.lc_ctype ?? '';
  if (!/utf-?8/i.test(ctype)) {
    throw new UnsuitableDatabaseError(
      `The PostgreSQL database's LC_CTYPE is "${ctype}", not UTF-8: search could not find Japanese, Korean or ` +
        'Chinese words. Create the database with a UTF-8 locale, e.g. ' +
        "CREATE DATABASE stagepass ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0;",
    );
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(config: Config): Promise<Database> {
  if (!config.DATABASE_URL) return openPglite(join(config.DATA_DIR, 'db'));
  const database = await openPostgres(config.DATABASE_URL);
  try {
    await checkUtf8Ctype(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
