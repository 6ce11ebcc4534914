import {
  LOGIN_FIRST_DELAY_S,
  LOGIN_FORGET_AFTER_S,
  LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS,
  LOGIN_FREE_TRIES_PER_ADDRESS,
  LOGIN_MAX_DELAY_S,
} from '@shared/limits';
import { tooManyAttempts } from '../../http/errors';
import { clearAttempts, giveBackAttempt, takeAttempt, type AttemptBudget } from './attempt-counter';
import type { DbOrTx } from './db-or-tx';

const delays = { firstDelayS: LOGIN_FIRST_DELAY_S, maxDelayS: LOGIN_MAX_DELAY_S, forgetAfterS: LOGIN_FORGET_AFTER_S };
/** Guessing one account's password from one address: the owner elsewhere is never slowed by it. */
const perAccountAddress: AttemptBudget = { name: 'sign-in', free: LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS, ...delays };
/** Credential stuffing: one address trying many accounts. */
const perAddress: AttemptBudget = { name: 'sign-in-address', free: LOGIN_FREE_TRIES_PER_ADDRESS, ...delays };

/** Accounts are keyed by their lower-cased e-mail, so `Fan@x` and `fan@x` share one counter. */
export const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `${accountKey(email)} ${ip}`;

/**
 * Takes one password try before the password is checked, or refuses with 429 and Retry-After.
 * Counting first is what keeps parallel guesses within the budget. A try stays counted as a
 * failure unless `passwordTryPassed` gives it back.
 */
export async function takePasswordTry(db: DbOrTx, now: Date, email: string, ip: string): Promise<void> {
  const pairWait = await takeAttempt(db, perAccountAddress, pairKey(email, ip), now);
  if (pairWait > 0) throw tooManyAttempts(pairWait);
  const addressWait = await takeAttempt(db, perAddress, ip, now);
  if (addressWait > 0) {
    await giveBackAttempt(db, perAccountAddress, pairKey(email, ip));
    throw tooManyAttempts(addressWait);
  }
}

/**
 * The password was right: this account's count from this address starts again. The address only
 * gets this one try back (an account the attacker owns must not reset what they guess others behind).
 */
export async function passwordTryPassed(db: DbOrTx, email: string, ip: string): Promise<void> {
  await clearAttempts(db, perAccountAddress, pairKey(email, ip));
  await giveBackAttempt(db, perAddress, ip);
}
