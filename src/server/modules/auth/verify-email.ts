import { and, eq, isNull } from 'drizzle-orm';
import { AuthDescriptors } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { consumeOneTimeToken } from './one-time-tokens';

/** Marks the address verified with the token from the mailed link; an unknown, used or expired token is a 422 on `token`. */
export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  const now = new Date(deps.clock.now());
  const ok = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, now, token, 'verify-email');
    if (userId === null) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return true;
  });
  if (!ok) throw invalidField('token', AuthDescriptors.verificationTokenInvalid);
}
