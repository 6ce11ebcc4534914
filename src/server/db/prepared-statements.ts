import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Distinct statements one connection keeps prepared. Past it, new statement texts go unnamed (parsed and
 * planned each time, as before), so a connection's memory in PostgreSQL stays bounded whatever the queries.
 */
export const PREPARED_PER_CONNECTION = 1_000;

interface NamedConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

/**
 * The name `config` is prepared under on a connection that already holds `named`, or undefined to send it
 * unnamed. Only the query builder's statements are named (an object with parameters, and no name or stream of
 * its own): they list their columns, so a migration that adds one never changes a prepared statement's result.
 * Raw text (pg-boss's `select *` among it) stays unnamed.
 */
export function statementName(config: unknown, values: unknown, named: Map<string, string>): string | undefined {
  if (typeof config !== 'object' || config === null || 'submit' in config) return undefined;
  const { text, name, values: own } = config as NamedConfig;
  if (typeof text !== 'string' || name !== undefined) return undefined;
  const parameters = Array.isArray(values) ? values : own;
  if (!parameters || parameters.length === 0) return undefined;
  const known = named.get(text);
  if (known || named.size >= PREPARED_PER_CONNECTION) return known;
  const fresh = `sp_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  named.set(text, fresh);
  return fresh;
}

/**
 * A PostgreSQL connection that prepares each statement once and then only binds and executes it: planning
 * was a third of PostgreSQL's time in a purchase (measured with pg_stat_statements' track_planning). The
 * names live as long as the connection, which node-postgres already tracks, so nothing is prepared twice.
 * A pooler in transaction mode in front of PostgreSQL must keep prepared statements (PgBouncer 1.21 and later,
 * with `max_prepared_statements` set).
 */
export class PreparingClient extends pg.Client {
  readonly #named = new Map<string, string>();

  // node-postgres's query() has a dozen overloads; this forwards every form unchanged but the name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = statementName(config, values, this.#named);
    return super.query(name ? { ...config, name } : config, values, callback);
  }
}
