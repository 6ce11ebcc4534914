import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '@tests/support/test-database';
import { users } from './schema';
import { PREPARED_PER_CONNECTION, statementName } from './prepared-statements';

describe('statementName', () => {
  it('names a builder statement with parameters by its text, the same name each time', () => {
    const named = new Map<string, string>();
    const first = statementName({ text: 'select $1::int' }, [1], named);
    expect(first).toMatch(/^sp_[0-9a-f]{24}$/);
    expect(statementName({ text: 'select $1::int' }, [2], named)).toBe(first);
    expect(statementName({ text: 'select $1::text' }, ['a'], named)).not.toBe(first);
    expect(statementName({ text: 'select $1::int', values: [3] }, undefined, named)).toBe(first);
  });

  it('leaves raw text, statements without parameters, named statements and streams unnamed', () => {
    const named = new Map<string, string>();
    expect(statementName('select $1::int', [1], named)).toBeUndefined();
    expect(statementName({ text: 'select 1' }, [], named)).toBeUndefined();
    expect(statementName({ text: 'select 1' }, undefined, named)).toBeUndefined();
    expect(statementName({ text: 'select $1::int', name: 'mine' }, [1], named)).toBeUndefined();
    expect(statementName({ text: 'select $1::int', submit: () => undefined }, [1], named)).toBeUndefined();
    expect(named.size).toBe(0);
  });

  it('prepares no more than its limit on one connection, and keeps using what it prepared', () => {
    const named = new Map<string, string>();
    for (let i = 0; i < PREPARED_PER_CONNECTION; i += 1) statementName({ text: `select $1::int + ${i}` }, [1], named);
    const kept = named.get('select $1::int + 0');
    expect(statementName({ text: 'select $1::int + 0' }, [1], named)).toBe(kept);
    expect(statementName({ text: 'select $1::bigint' }, [1], named)).toBeUndefined();
    expect(named.size).toBe(PREPARED_PER_CONNECTION);
  });
});

describe.runIf(onPostgres)('the PostgreSQL pool', () => {
  it('prepares a builder statement once per connection and reuses it', async () => {
    const database = await openTestDatabase();
    try {
      const prepared = await database.db.transaction(async (tx) => {
        for (const id of [1, 2, 3]) await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        await tx.execute(sql`select ${'x'}::text as raw_check`);
        const { rows } = (await tx.execute(
          sql`select name, statement from pg_prepared_statements where from_sql = false`,
        )) as unknown as { rows: { name: string; statement: string }[] };
        return rows;
      });
      const ofUsers = prepared.filter((p) => p.statement.includes('from "users"'));
      expect(ofUsers).toHaveLength(1);
      expect(ofUsers[0]!.name).toMatch(/^sp_/);
      // The builder's raw `sql` with a parameter is prepared too (pg-boss's text through executeSql is not: above).
      expect(prepared.some((p) => p.statement.includes('raw_check'))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
