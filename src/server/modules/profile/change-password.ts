import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/revoke-tokens';
import { checkPassword } from './check-password';

/**
 * Changes the password and signs out every other session; this one (`tokenId`, with its refresh
 * family) stays, as Google and GitHub do, so the person is not thrown out of the page they are on.
 * The new password differing from the current one is the shared schema's rule.
 */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  tokenId: number,
  input: { current_password: string; password: string },
  ip: string,
): Promise<void> {
  refuseCommonPassword(input.password);
  await checkPassword(deps, user, input.current_password, 'current_password', ip);
  const passwordHash = await hashPassword(input.password);
  const now = new Date(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, tokenId, now);
  });
}
