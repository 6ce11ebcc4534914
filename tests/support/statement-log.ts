import type { Db } from '@server/db/client';

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}
/** Drizzle's session keeps its logger in two places: its own, and the options each transaction's session copies. */
interface SessionWithLogger {
  logger: Logger;
  options: { logger?: Logger };
}

/**
 * Records every statement Drizzle sends while `work` runs, transactions included (node-postgres also logs their
 * BEGIN and COMMIT; PGlite opens its transactions itself, so they are not counted there). Test-only: it swaps the
 * session's logger and puts the old one back.
 */
export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: SessionWithLogger }).session;
  const before = { own: session.logger, shared: session.options.logger };
  const seen: string[] = [];
  const logger: Logger = { logQuery: (query) => seen.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await work();
    return seen;
  } finally {
    session.logger = before.own;
    session.options.logger = before.shared;
  }
}

/** Counts transaction control apart, so both drivers compare: PGlite never reports it. */
export const withoutTransactionControl = (statements: string[]) =>
  statements.filter((s) => !/^(begin|commit|rollback)\b/i.test(s.trim()));
