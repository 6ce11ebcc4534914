import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * A list's total as a column of its page query: an uncorrelated subquery, so the database counts
 * once per statement (an InitPlan) and the page and its total are one round trip. Inside it the
 * table names the subquery's own FROM, so the page's WHERE means the same thing there.
 */
export function totalColumn(table: PgTable, where: SQL | undefined) {
  return sql<number>`(select count(*) from ${table} where ${where ?? sql`true`})`.mapWith(Number);
}

/**
 * The total a page query carried. Only a page past the end has no row to carry it: then it is a
 * count of its own (and 0 without asking when even the first page is empty).
 */
export async function pageTotal(
  db: Db,
  rows: readonly { total: number }[],
  table: PgTable,
  where: SQL | undefined,
  offset: number,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (offset === 0) return 0;
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return Number(counted?.total ?? 0);
}

/** Rows without the `total` column, as serializers take them. */
export function withoutTotal<T extends { total: number }>(rows: readonly T[]): Omit<T, 'total'>[] {
  return rows.map(({ total: _total, ...row }) => row);
}
