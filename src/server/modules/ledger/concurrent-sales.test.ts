import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/harness';
import { onPostgres, postgresMissing } from '@tests/support/test-database';
import { until } from '@tests/support/wait';
import type { TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';
import { recordSale } from '.';

/**
 * Every sale credits the same platform accounts (provider clearing, platform revenue). Finding an account must not
 * lock its row: a sale's transaction stays open until its order, entitlement, notifications and receipt job are
 * written, so a lock held there made every purchase wait for the one before (62 purchases/s with 20 buyers).
 * Only PostgreSQL runs two transactions at once; PGlite runs one statement at a time for the whole server.
 */
describe.skipIf(!onPostgres || postgresMissing)('sales to different creators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sale(n: number) {
    const [buyer, creator] = [await person(t), await person(t, 'creator')];
    const item = await createContent(t.deps, creator.id, { price: 1000 });
    return {
      kind: 'purchase' as const,
      idempotencyKey: `concurrent-sale-${n}-${Math.random()}`,
      provider: 'test' as const,
      providerRef: `capture-${n}`,
      gross: 1000,
      currency: 'USD' as const,
      buyerId: buyer.id,
      creatorId: creator.id,
      contentId: item.id,
      feeBps: 2000,
      holdingDays: 14,
    };
  }

  /** Backends of this database waiting for a row lock, other than the asking one. */
  async function waitingOnLocks(): Promise<number> {
    const result = (await t.deps.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  }

  it('are booked while another sale’s transaction is still open', async () => {
    const [first, second] = [await sale(1), await sale(2)];
    await t.deps.db.transaction((tx) => recordSale(tx, first, new Date()));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const firstTransaction = t.deps.db.transaction(async (tx) => {
      await recordSale(tx, { ...first, idempotencyKey: `${first.idempotencyKey}-again` }, new Date());
      opened();
      await held;
    });
    await open;
    let secondDone = false;
    const secondTransaction = t.deps.db
      .transaction((tx) => recordSale(tx, second, new Date()))
      .then(() => (secondDone = true));
    const outcome = await until('the second sale to be booked or to wait on a lock', async () => {
      if (secondDone) return 'booked';
      return (await waitingOnLocks()) > 0 ? 'waiting on a lock' : undefined;
    });
    release();
    await Promise.all([firstTransaction, secondTransaction]);
    expect(outcome).toBe('booked');
  });
});
