import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';

const TIMEOUT_MS = 5000;

/** True once the database answers `select 1`; a hung connection counts as down rather than hanging the probe. */
export async function databaseAnswers(deps: Deps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((settle) => {
    timer = setTimeout(() => settle(false), TIMEOUT_MS);
  });
  const probe = deps.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
