import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { onPostgres, postgresMissing } from '@tests/support/test-database';
import { openPostgres } from './client';
import { backgroundJobs } from '../background-jobs';
import { migrate } from './migrate';

/** N instances started at once each migrate the same empty database: one applies, the others wait and find it done. */
describe.skipIf(!onPostgres || postgresMissing)('migrating from several instances at once', () => {
  it('applies every migration exactly once and fails none of them', async () => {
    const { adminUrl } = inject('postgres')!;
    const name = `stagepass_race_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
    try {
      const results = await Promise.allSettled(instances.map((database) => migrate(database, backgroundJobs)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const { rows } = await instances[0]!.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const journal = (await import('./migrations/meta/_journal.json')).default as { entries: unknown[] };
      expect(rows).toEqual([{ n: journal.entries.length }]);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  });
});
