import type { Deps } from '../../deps';
import { tooManyAttempts } from '../../http/errors';
import { takeToken, type RateLimit } from '../../http/rate-limit';

/** A burst of 3 mails to one address, then one per 5 minutes: enough for a lost mail, too few to flood an inbox. */
const accountMail: RateLimit = { name: 'account-mail', capacity: 3, perMinute: 0.2 };

/**
 * Refuses with 429 when one address has been sent too many account mails. Keyed by the address
 * asked for (known or not), so the refusal says nothing about whether an account exists.
 */
export function throttleMail(deps: Deps, email: string): void {
  const wait = takeToken(deps, accountMail, email.trim().toLowerCase());
  if (wait > 0) throw tooManyAttempts(wait);
}

/** The same budget for a mail that must be skipped silently: refusing would tell the caller the address is taken. */
export function mayMail(deps: Deps, email: string): boolean {
  return takeToken(deps, accountMail, email.trim().toLowerCase()) === 0;
}
