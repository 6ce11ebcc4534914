import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CLIENT_TOKEN_TTL_SECONDS } from '@shared/limits';
import { AuthDescriptors, type OAuthTokens, type TokenRequest } from '@shared/schemas/auth';
import { accessTokens, oauthClients } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { invalidField, unauthorized } from '../../http/errors';
import type { DbOrTx } from './db-or-tx';
import { randomToken } from './random-token';

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Client credentials grant: an anonymous token for one scope. An unknown client or a wrong
 * secret is a 401; a known client asking for a scope it was not given is a 422 on `scopes`.
 */
export async function issueClientToken(db: DbOrTx, now: Date, request: TokenRequest): Promise<OAuthTokens> {
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, request.client_id)).limit(1);
  if (!client || !sameHash(client.secretHash, hashToken(request.client_secret))) throw unauthorized();
  const [scope] = request.scopes;
  if (!scope || !client.scopes.includes(scope)) throw invalidField('scopes', AuthDescriptors.clientScopeRefused);
  const token = randomToken();
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    clientId: client.id,
    scope,
    expiresAt: new Date(now.getTime() + CLIENT_TOKEN_TTL_SECONDS * 1000),
  });
  return { access_token: token, expires_in: CLIENT_TOKEN_TTL_SECONDS, token_type: 'Bearer' };
}
