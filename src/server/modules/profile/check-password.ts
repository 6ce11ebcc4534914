import { ProfileDescriptors } from '@shared/schemas/profile';
import type { Deps } from '../../deps';
import type { UserRow } from '../../http/context';
import { invalidField } from '../../http/errors';
import { passwordTryPassed, takePasswordTry } from '../auth/login-throttle';
import { verifyPassword } from '../auth/password';

/**
 * Re-asks the password before a destructive change. Shares the sign-in throttle: a stolen
 * access token must not become a way to guess the password without limit. A wrong password
 * is a 422 on the field, not a 401, which the PWA would take for an expired session.
 */
export async function checkPassword(deps: Deps, user: UserRow, password: string, field: string, ip: string) {
  const now = new Date(deps.clock.now());
  await takePasswordTry(deps.db, now, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw invalidField(field, ProfileDescriptors.passwordIncorrect);
  await passwordTryPassed(deps.db, user.email, ip);
}
