import { sql, type SQL } from 'drizzle-orm';

/** pg-boss's `$1…$n` text as a Drizzle query, so a job can be sent inside a Drizzle transaction. pg-boss leaves unused options `undefined`, which Drizzle would drop: they are bound as null. */
export function boundSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  return sql.join(chunks);
}
