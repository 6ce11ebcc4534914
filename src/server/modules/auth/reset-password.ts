import { eq } from 'drizzle-orm';
import { AuthDescriptors } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { refuseCommonPassword } from './common-passwords';
import { consumeOneTimeToken } from './one-time-tokens';
import { hashPassword } from './password';
import { revokeAllTokens } from './revoke-tokens';

/**
 * Sets a new password from a mailed reset token and signs the user out everywhere: whoever
 * knew the old password (the reason for a reset, often) loses every session at once.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const now = new Date(deps.clock.now());
  const ok = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, now, token, 'reset-password');
    if (userId === null) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllTokens(tx, userId, now);
    return true;
  });
  if (!ok) throw invalidField('token', AuthDescriptors.resetTokenInvalid);
}
