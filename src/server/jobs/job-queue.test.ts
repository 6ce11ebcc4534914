import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/harness';
import { backgroundJobs } from '../background-jobs';
import { defineJob } from './define-job';
import { DEFAULT_RECOVERY_SECONDS } from './job-queue';

const seen: string[] = [];
/** Seconds left before each `lapse` run's job would be failed as dead, read while it runs. */
const lapses: number[] = [];
const echo = defineJob<{ word: string }>({
  name: 'test-echo',
  expireInSeconds: 3 * 3600,
  run: async (deps, { word }) => {
    if (word === 'boom') throw new Error('boom');
    if (word === 'lapse') {
      const { rows } = await deps.database.executeSql(
        `SELECT EXTRACT(epoch FROM started_on + expire_in - now())::float AS left FROM pgboss.job
         WHERE name = 'test-echo' AND state = 'active' AND data->>'word' = 'lapse'`,
      );
      lapses.push(...(rows as { left: number }[]).map((r) => r.left));
    }
    seen.push(word);
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: [...backgroundJobs, echo] });
  await t.deps.database.executeSql(`SELECT pgboss.create_queue('test-echo', '{"policy":"standard"}')`);
});
afterAll(async () => {
  await t.close();
});

describe('job queue', () => {
  it('runs a sent job once when drained', async () => {
    await t.deps.jobs.send(echo, { word: 'hello' });
    expect(await t.deps.jobs.drain(t.deps, { only: [echo] })).toBe(1);
    expect(await t.deps.jobs.drain(t.deps, { only: [echo] })).toBe(0);
    expect(seen).toContain('hello');
  });

  it('keeps a delayed job until it is due, unless delayed jobs are included', async () => {
    await t.deps.jobs.send(echo, { word: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    expect(await t.deps.jobs.drain(t.deps, { only: [echo] })).toBe(0);
    expect(await t.deps.jobs.drain(t.deps, { only: [echo], includeDelayed: true })).toBe(1);
    expect(seen).toContain('later');
  });

  it('sends inside a transaction: a rolled-back transaction leaves no job', async () => {
    await t.deps.db
      .transaction(async (tx) => {
        await t.deps.jobs.send(echo, { word: 'ghost' }, { tx });
        tx.rollback();
      })
      .catch(() => undefined);
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await t.deps.jobs.send(echo, { word: 'kept' }, { tx });
    });
    await t.deps.jobs.drain(t.deps, { only: [echo] });
    expect(seen).toContain('kept');
    expect(seen).not.toContain('ghost');
  });

  it('a running job is kept alive by its heartbeat, not by its long expiry: a dead worker is noticed soon', async () => {
    await t.deps.jobs.send(echo, { word: 'lapse' });
    expect(await t.deps.jobs.drain(t.deps, { only: [echo] })).toBe(1);
    expect(lapses).toHaveLength(1);
    expect(lapses[0]).toBeGreaterThan(0);
    expect(lapses[0]).toBeLessThanOrEqual(DEFAULT_RECOVERY_SECONDS);
  });

  it('a failing job is marked failed for retry, not lost', async () => {
    await t.deps.jobs.send(echo, { word: 'boom' });
    expect(await t.deps.jobs.drain(t.deps, { only: [echo] })).toBe(1);
    const rows = await t.deps.database.executeSql(
      `SELECT state FROM pgboss.job WHERE name = 'test-echo' AND data->>'word' = 'boom'`,
    );
    expect(rows.rows).toEqual([{ state: 'retry' }]);
  });
});
