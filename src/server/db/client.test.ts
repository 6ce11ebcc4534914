import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '@tests/support/test-database';
import { openPostgres } from './client';

describe.runIf(onPostgres)('openPostgres', () => {
  it('survives a pooled connection the server terminates while idle, and answers the next query', async () => {
    const template = await openTestDatabase();
    try {
      const lost: Error[] = [];
      const database = await openPostgres(template.url!, (error) => lost.push(error));
      try {
        const { rows } = await database.executeSql('SELECT pg_backend_pid() AS pid');
        const pid = (rows[0] as { pid: number }).pid;

        const admin = new pg.Client({ connectionString: template.url });
        await admin.connect();
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await admin.end();
        await expect.poll(() => lost.length).toBe(1);

        const after = await database.executeSql('SELECT 1 AS one');
        expect(after.rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    } finally {
      await template.close();
    }
  });
});
