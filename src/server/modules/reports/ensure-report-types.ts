import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { reportTypes } from '../../db/schema';
import { reportTypeSeed } from './report-type-seed';

/**
 * Makes the fixed report types exist with their current names, at every start (idempotent). Types
 * are data rather than migration rows so their names can be corrected in code; a type an admin
 * added with another id is left alone.
 */
export async function ensureReportTypes(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db
    .insert(reportTypes)
    .values(reportTypeSeed)
    .onConflictDoUpdate({
      target: reportTypes.id,
      set: { name: sql`excluded.name`, names: sql`excluded.names` },
    });
}
