import { asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Db } from '../../db/client';
import type { genres, hobbies } from '../../db/schema';
import { localizedName } from './localized-name';

export type NamedTable = typeof genres | typeof hobbies;

export interface NameSearch {
  query?: string | undefined;
  page: number;
  limit: number;
}

/** `\ % _` are wildcards to ILIKE; a user's query must match them literally. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Matches the English name or the name in any locale, case-insensitively (same SQL on PGlite and PostgreSQL). */
function nameMatches(table: NamedTable, query: string): SQL {
  const pattern = likePattern(query);
  return sql`(${table.name} ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_each_text(${table.names}) AS n WHERE n.value ILIKE ${pattern}))`;
}

/** One page of genres or hobbies, names in the viewer's language, sorted by the English name. */
export async function searchNames(db: Db, table: NamedTable, search: NameSearch, locale: Locale) {
  const query = search.query?.trim();
  const where = query ? nameMatches(table, query) : undefined;
  const rows = await db
    .select({ id: table.id, name: table.name, names: table.names })
    .from(table)
    .where(where)
    .orderBy(asc(table.name), asc(table.id))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  const [totals] = await db.select({ total: count() }).from(table).where(where);
  return {
    items: rows.map((row) => ({ id: row.id, name: localizedName(row, locale) })),
    total: totals?.total ?? 0,
  };
}

/** The ids among `ids` that do not exist in the table (a client may only pick existing ones). */
export async function missingIds(db: Db, table: NamedTable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
