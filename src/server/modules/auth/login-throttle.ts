import { and, asc, eq, gt, lte, or } from 'drizzle-orm';
import { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, LOGIN_MAX_ATTEMPTS_PER_IP, LOGIN_THROTTLE_WINDOW_S } from '@shared/limits';
import { loginAttempts } from '../../db/schema';
import { tooManyAttempts } from '../../http/errors';
import type { DbOrTx } from './db-or-tx';

const windowMs = LOGIN_THROTTLE_WINDOW_S * 1000;

/** Accounts are keyed by their lower-cased e-mail, so `Fan@x` and `fan@x` share one counter. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Seconds until enough counted failures leave the window for one more try, or 0 when a try is
 * allowed now. With exactly `max` failures that is when the oldest one leaves.
 */
function secondsUntilAllowed(failures: readonly Date[], max: number, now: Date): number {
  if (failures.length < max) return 0;
  const freeing = failures[failures.length - max];
  return freeing ? (freeing.getTime() + windowMs - now.getTime()) / 1000 : 0;
}

/**
 * Refuses with 429 and Retry-After when the account or the IP has too many failed sign-ins in
 * the window. A successful sign-in clears the account's count (not the IP's: one account that
 * an attacker owns must not reset the counter they are guessing other accounts behind).
 */
export async function checkLoginThrottle(db: DbOrTx, now: Date, email: string, ip: string): Promise<void> {
  const since = new Date(now.getTime() - windowMs);
  const accountRows = await db
    .select({ at: loginAttempts.at, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, accountKey(email)), gt(loginAttempts.at, since)))
    .orderBy(asc(loginAttempts.at), asc(loginAttempts.id));
  const lastSuccess = accountRows.findLastIndex((r) => r.succeeded);
  const accountFailures = accountRows.slice(lastSuccess + 1).map((r) => r.at);
  const ipFailures = (
    await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)))
      .orderBy(asc(loginAttempts.at), asc(loginAttempts.id))
  ).map((r) => r.at);
  const wait = Math.max(
    secondsUntilAllowed(accountFailures, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, now),
    secondsUntilAllowed(ipFailures, LOGIN_MAX_ATTEMPTS_PER_IP, now),
  );
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Records one sign-in attempt and drops this account's and IP's rows that have left the window. */
export async function recordLoginAttempt(db: DbOrTx, now: Date, email: string, ip: string, succeeded: boolean) {
  const key = accountKey(email);
  await db.insert(loginAttempts).values({ email: key, ip, succeeded, at: now });
  const expired = new Date(now.getTime() - windowMs);
  await db
    .delete(loginAttempts)
    .where(and(or(eq(loginAttempts.email, key), eq(loginAttempts.ip, ip)), lte(loginAttempts.at, expired)));
}
