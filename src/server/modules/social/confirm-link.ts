import { SocialDescriptors } from '@shared/schemas/social';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import type { UserRow } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { loginUser } from '../auth/login-user';
import { consumeOneTimeToken } from '../auth/one-time-tokens';
import { confirmNewestPending, linkTokenOwner } from './pending-link';

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
  const owner = await linkTokenOwner(deps, token, now);
  const signedIn = await loginUser(deps, { email: owner.email, password, scopes: ['api'] }, ip);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, now, token, 'social-link');
    if (userId !== signedIn.user.id) throw unauthorized(SocialDescriptors.expired);
    await confirmNewestPending(tx, userId, now);
  });
  return signedIn;
}
