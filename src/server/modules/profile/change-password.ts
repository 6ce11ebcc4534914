import { eq } from 'drizzle-orm';
import type { Scope } from '@shared/permissions';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { refuseCommonPassword } from '../auth/common-passwords';
import { issueUserTokens } from '../auth/issue-user-tokens';
import { hashPassword } from '../auth/password';
import { revokeAllTokens } from '../auth/revoke-tokens';
import { checkPassword } from './check-password';

/**
 * Changes the password and signs out every session, this one included, then hands this
 * device a fresh pair so the user who just changed it stays signed in here.
 */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  scope: Scope,
  input: { current_password: string; password: string },
  ip: string,
): Promise<OAuthTokens> {
  refuseCommonPassword(input.password);
  await checkPassword(deps, user, input.current_password, 'current_password', ip);
  const passwordHash = await hashPassword(input.password);
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id, now);
    return issueUserTokens(tx, now, user.id, scope);
  });
}
