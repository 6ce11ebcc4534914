import { and, eq, isNull } from 'drizzle-orm';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { refreshTokens, users } from '../../db/schema';
import { hashToken } from '../../http/auth';
import type { UserRow } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { issueUserTokens } from './issue-user-tokens';
import { revokeFamily } from './revoke-tokens';

/**
 * Refresh-token rotation (OAuth 2.0 Security BCP §4.14): each refresh token works once and is
 * replaced by a new pair in the same family. A token that was already used or revoked means
 * it was copied — by the attacker or from the victim — so the whole family dies, including
 * the newer tokens and every access token issued with them, and the caller must sign in again.
 */
export async function rotateRefreshToken(
  deps: Deps,
  presented: string,
): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .select({ token: refreshTokens, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row) throw unauthorized();
  const { token, user } = row;
  if (token.usedAt || token.revokedAt) {
    // Committed on its own before the refusal, so the revocation survives the error.
    await revokeFamily(deps.db, token.familyId, now);
    throw unauthorized();
  }
  if (token.expiresAt <= now || user.deletedAt || user.status === 'blocked') throw unauthorized();

  const oauth = await deps.db.transaction(async (tx) => {
    // Conditional: of two requests racing with the same token, only one may rotate it.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) return null;
    return issueUserTokens(tx, now, user.id, token.scope, { familyId: token.familyId, parentId: token.id });
  });
  if (!oauth) {
    await revokeFamily(deps.db, token.familyId, now);
    throw unauthorized();
  }
  return { user, oauth };
}
