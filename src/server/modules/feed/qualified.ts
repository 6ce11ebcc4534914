import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"` however the query is built. Drizzle writes bare column names in the select list
 * of a one-table query, which makes a correlated subquery there ambiguous (`"id" = "id"`); a
 * subquery placed in a select list names its columns through this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
