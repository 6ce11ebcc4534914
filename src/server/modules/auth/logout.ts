import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accessTokens } from '../../db/schema';
import type { AuthContext } from '../../http/context';
import { revokeAccessToken, revokeFamily } from './revoke-tokens';

/** Ends this sign-in at once: the access token used, and its refresh-token family (other devices stay signed in). */
export async function logout(deps: Deps, auth: AuthContext): Promise<void> {
  const now = new Date(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const [token] = await tx
      .select({ familyId: accessTokens.familyId })
      .from(accessTokens)
      .where(eq(accessTokens.id, auth.tokenId))
      .limit(1);
    await revokeAccessToken(tx, auth.tokenId, now);
    if (token?.familyId) await revokeFamily(tx, token.familyId, now);
  });
}
