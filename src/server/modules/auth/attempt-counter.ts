import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { attemptCounters } from '../../db/schema';
import type { DbOrTx } from './db-or-tx';

/**
 * How many attempts one key gets: `free` at once, then each further one only after a delay that
 * starts at `firstDelayS` and doubles per attempt up to `maxDelayS` (OWASP: growing delays, not a
 * hard lock). The count starts again after `forgetAfterS` of quiet once the last delay is over.
 */
export interface AttemptBudget {
  /** Prefixes the key, so two budgets on one address do not share a counter. */
  name: string;
  free: number;
  firstDelayS: number;
  maxDelayS: number;
  forgetAfterS: number;
}

/** Seconds that must pass after the last of `attempts` attempts before the next one is taken. */
export function delayAfter(budget: AttemptBudget, attempts: number): number {
  if (attempts < budget.free) return 0;
  return Math.min(budget.maxDelayS, budget.firstDelayS * 2 ** Math.min(attempts - budget.free, 30));
}

/** The same rule in SQL, so the upsert decides on the row it has locked. Budgets are our constants, never input. */
function delaySql(budget: AttemptBudget, attempts: SQL | AnyPgColumn): SQL {
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  return sql`(case when ${attempts} < ${n(budget.free)} then 0
    else least(${n(budget.maxDelayS)}, ${n(budget.firstDelayS)} * power(2, least(${attempts} - ${n(budget.free)}, 30))) end)`;
}

const seconds = (value: SQL) => sql`make_interval(secs => ${value})`;
const PRUNE_BATCH = 100;

/**
 * Takes one attempt for `key` in one atomic upsert: the row lock makes parallel requests (on any
 * instance) queue, so exactly `free` of them get through. Returns 0 when taken, or the seconds to
 * wait (nothing is counted then).
 */
export async function takeAttempt(db: DbOrTx, budget: AttemptBudget, key: string, now: Date): Promise<number> {
  const id = `${budget.name}:${key}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const c = attemptCounters;
  const expired = sql`${c.expiresAt} <= ${at}`;
  const next = sql`(case when ${expired} then 1 else ${c.attempts} + 1 end)`;
  const taken = await db
    .insert(c)
    .values({
      key: id,
      attempts: 1,
      lastAt: now,
      expiresAt: new Date(now.getTime() + (delayAfter(budget, 1) + budget.forgetAfterS) * 1000),
    })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        attempts: next,
        // Parallel requests stamp their time before they queue on this row, so they can arrive out of order.
        lastAt: sql`greatest(${c.lastAt}, ${at})`,
        expiresAt: sql`${at} + ${seconds(sql`${delaySql(budget, next)} + ${sql.raw(String(budget.forgetAfterS))}`)}`,
      },
      // A free try never depends on the clock; only the delays after them do.
      setWhere: sql`${expired} or ${c.attempts} < ${sql.raw(String(Math.trunc(budget.free)))} or ${c.lastAt} + ${seconds(delaySql(budget, c.attempts))} <= ${at}`,
    })
    .returning({ attempts: c.attempts });
  await pruneExpired(db, now);
  if (taken.length > 0) return 0;
  const [row] = await db.select().from(c).where(eq(c.key, id));
  // Pruned in between: it was forgotten, so the caller only needs to ask again.
  if (!row) return 1;
  const wait = row.lastAt.getTime() + delayAfter(budget, row.attempts) * 1000 - now.getTime();
  return Math.max(wait / 1000, 1);
}

/** Uncounts an attempt that turned out not to be a failure (the password was right, or another limit refused it). */
export async function giveBackAttempt(db: DbOrTx, budget: AttemptBudget, key: string): Promise<void> {
  const c = attemptCounters;
  await db
    .update(c)
    .set({ attempts: sql`${c.attempts} - 1` })
    .where(and(eq(c.key, `${budget.name}:${key}`), gt(c.attempts, 0)));
}

export async function clearAttempts(db: DbOrTx, budget: AttemptBudget, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, `${budget.name}:${key}`));
}

/** Drops a few forgotten rows per attempt; SKIP LOCKED keeps it off the rows others are counting on. */
async function pruneExpired(db: DbOrTx, now: Date): Promise<void> {
  const c = attemptCounters;
  const stale = db
    .select({ key: c.key })
    .from(c)
    .where(lt(c.expiresAt, now))
    .limit(PRUNE_BATCH)
    .for('update', { skipLocked: true });
  await db.delete(c).where(inArray(c.key, stale));
}
