import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { takeAttempt, type AttemptBudget } from './attempt-counter';

const budget: AttemptBudget = { name: 'test', free: 3, firstDelayS: 60, maxDelayS: 3600, forgetAfterS: 900 };

describe('takeAttempt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the free tries to requests that reach the row out of the order of their clocks', async () => {
    // Parallel requests read the time before they queue on the row's lock: a later-stamped one can get there first.
    const start = Date.UTC(2026, 10, 27, 9, 0, 0);
    const taken = [];
    for (const offset of [30, 10, 20])
      taken.push(await takeAttempt(t.deps.db, budget, 'out-of-order', new Date(start + offset)));
    expect(taken).toEqual([0, 0, 0]);
    expect(await takeAttempt(t.deps.db, budget, 'out-of-order', new Date(start + 40))).toBeGreaterThan(0);
  });

  it('waits the delay after the free tries are spent', async () => {
    const start = Date.UTC(2026, 10, 27, 10, 0, 0);
    for (let i = 0; i < budget.free; i++)
      expect(await takeAttempt(t.deps.db, budget, 'delay', new Date(start))).toBe(0);
    expect(await takeAttempt(t.deps.db, budget, 'delay', new Date(start + 59_000))).toBeGreaterThan(0);
    expect(await takeAttempt(t.deps.db, budget, 'delay', new Date(start + 60_000))).toBe(0);
  });
});
