import { eq } from 'drizzle-orm';
import { SocialDescriptors } from '@shared/schemas/social';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { AppError, unauthorized, ErrorDescriptors } from '../../http/errors';
import { issueUserTokens } from '../auth/issue-user-tokens';
import { consumeOneTimeToken } from '../auth/one-time-tokens';
import { refusalFor } from './settle-sign-in';

/**
 * The PWA trades the callback's `api_access_token` (single use, two minutes) for our own tokens
 * in a response body, so a refresh token never travels in a URL.
 */
export async function redeemHandoff(deps: Deps, token: string): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, now, token, 'social-sign-in');
    if (userId === null) throw unauthorized(SocialDescriptors.expired);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    // Blocked between the callback and this trade: refused as at the callback.
    if (!user || refusalFor(user)) throw new AppError(401, ErrorDescriptors.blocked);
    return { user, oauth: await issueUserTokens(tx, now, user.id, 'api') };
  });
}
