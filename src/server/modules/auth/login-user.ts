import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { canSignIn, Permission, permissionsFor, type Scope } from '@shared/permissions';
import type { LoginSchema, OAuthTokens } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { AppError, ErrorDescriptors, unauthorized } from '../../http/errors';
import { lastAuditReason } from '../audit/last-reason';
import { issueUserTokens } from './issue-user-tokens';
import { passwordTryPassed, takePasswordTry } from './login-throttle';
import { verifyNothing, verifyPassword } from './password';

export type LoginData = v.InferOutput<typeof LoginSchema>;

/** Site sign-in needs either sign-in permission (an admin may browse the site); the back office needs its own. */
function maySignIn(user: UserRow, scope: Scope): boolean {
  const held = permissionsFor(user.kind, user.status);
  return scope === 'backend' ? held.includes(Permission.backendSignIn) : canSignIn(held);
}

/**
 * Password sign-in. Only a wrong e-mail or password counts as a failure for the throttle: a
 * blocked user or a wrong scope proves the password was right, so it is no guessing attempt.
 * The try is taken before the password is checked, so parallel guesses cannot overrun the budget.
 */
export async function loginUser(
  deps: Deps,
  input: LoginData,
  ip: string,
): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  const now = new Date(deps.clock.now());
  await takePasswordTry(deps.db, now, input.email, ip);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyNothing(input.password);
  if (!user || !passwordOk) throw unauthorized(ErrorDescriptors.wrongCredentials);
  await passwordTryPassed(deps.db, input.email, ip);
  const [scope = 'api'] = input.scopes;
  if (!user.deletedAt && user.status === 'blocked') {
    // The person is told why, in the admin's words, when one was given.
    const reason = await lastAuditReason(deps.db, 'user', user.id, 'user.block');
    throw new AppError(
      401,
      ErrorDescriptors.blocked,
      reason ? [{ field: 'block_reason', errors: [reason] }] : undefined,
    );
  }
  if (user.deletedAt) throw unauthorized(ErrorDescriptors.blocked);
  // The account is fine, it is the wrong door: a fan at /admin/sign-in is told so, not that they are blocked.
  if (!maySignIn(user, scope))
    throw unauthorized(scope === 'backend' ? ErrorDescriptors.staffOnly : ErrorDescriptors.blocked);
  const oauth = await deps.db.transaction((tx) => issueUserTokens(tx, now, user.id, scope));
  return { user, oauth };
}
