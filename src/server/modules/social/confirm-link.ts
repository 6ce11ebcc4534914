import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { SocialMessages } from '@shared/schemas/social';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { oneTimeTokens, socialIdentities, users } from '../../db/schema';
import { hashToken } from '../../http/auth';
import type { UserRow } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { loginUser } from '../auth/login-user';
import { consumeOneTimeToken } from '../auth/one-time-tokens';

async function ownerOfLinkToken(deps: Deps, token: string, now: Date): Promise<string> {
  const [row] = await deps.db
    .select({ email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, 'social-link'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw unauthorized(SocialMessages.expired);
  return row.email;
}

/**
 * The owner of an address a provider also vouched for proves the account is theirs with its
 * password: the ordinary password sign-in (throttle, blocked users, wrong scope) runs, and only then
 * is the pending provider identity linked and the link token spent.
 */
export async function confirmLinkWithPassword(
  deps: Deps,
  token: string,
  password: string,
  ip: string,
): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  const now = new Date(deps.clock.now());
  const email = await ownerOfLinkToken(deps, token, now);
  const signedIn = await loginUser(deps, { email, password, scopes: ['api'] }, ip);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, now, token, 'social-link');
    if (userId !== signedIn.user.id) throw unauthorized(SocialMessages.expired);
    const [pending] = await tx
      .select({ id: socialIdentities.id })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.userId, userId), isNull(socialIdentities.confirmedAt)))
      .orderBy(desc(socialIdentities.createdAt), desc(socialIdentities.id))
      .limit(1);
    if (!pending) throw unauthorized(SocialMessages.expired);
    await tx.update(socialIdentities).set({ confirmedAt: now }).where(eq(socialIdentities.id, pending.id));
  });
  return signedIn;
}
