import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code is written once against this type. */
export type Db = ReturnType<typeof drizzlePglite<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded only): used for LISTEN/NOTIFY and data-dir copies. */
  pglite?: PGlite;
  /** The PostgreSQL connection string (server only): used for a dedicated LISTEN client. */
  url?: string;
  /** Raw SQL for libraries that bring their own (pg-boss): parameters bound, or several statements when none. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The PostgreSQL pool's connections (server only), for /metrics. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client: pglite, schema });
  const executeSql = async (text: string, values: unknown[] = []) => {
    if (values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return { db, driver: 'pglite', pglite, executeSql, close: () => pglite.close() };
}

/**
 * `onIdleError` hears a pooled connection that fails while idle (the server restarted, a failover, an
 * administrator's terminate): the pool drops that client and opens another on the next query, but
 * without a listener node-postgres rethrows the error and the whole process would exit.
 */
export async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = (error) => console.error(`PostgreSQL connection lost: ${error.message}`),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: PreparingClient });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const executeSql = (text: string, values?: unknown[]) => pool.query(text, values);
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, driver: 'postgres', url, executeSql, poolUse, close: () => pool.end() };
}
