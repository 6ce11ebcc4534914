import {
  REGISTER_FIRST_DELAY_S,
  REGISTER_FORGET_AFTER_S,
  REGISTER_FREE_PER_ADDRESS,
  REGISTER_MAX_DELAY_S,
} from '@shared/limits';
import { tooManyAttempts } from '../../http/errors';
import { takeAttempt, type AttemptBudget } from './attempt-counter';
import type { DbOrTx } from './db-or-tx';

const perAddress: AttemptBudget = {
  name: 'sign-up',
  free: REGISTER_FREE_PER_ADDRESS,
  firstDelayS: REGISTER_FIRST_DELAY_S,
  maxDelayS: REGISTER_MAX_DELAY_S,
  forgetAfterS: REGISTER_FORGET_AFTER_S,
};

/** Counts every sign-up from an address (accepted or not), or refuses with 429 and Retry-After. */
export async function takeSignUpTry(db: DbOrTx, now: Date, ip: string): Promise<void> {
  const wait = await takeAttempt(db, perAddress, ip, now);
  if (wait > 0) throw tooManyAttempts(wait);
}
