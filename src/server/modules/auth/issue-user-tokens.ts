import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@shared/limits';
import type { Scope } from '@shared/permissions';
import type { OAuthTokens } from '@shared/schemas/auth';
import { hashToken } from '../../http/auth';
import { accessTokens, refreshTokens } from '../../db/schema';
import type { DbOrTx } from './db-or-tx';
import { randomToken } from './random-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a new pair sits in a refresh-token family: a new sign-in starts one, a rotation continues it. */
export interface FamilyLink {
  familyId: string;
  parentId: number;
}

/** Issues an access token and a refresh token for a user; both carry the family so one revocation reaches both. */
export async function issueUserTokens(
  tx: DbOrTx,
  now: Date,
  userId: number,
  scope: Scope,
  link?: FamilyLink,
): Promise<Required<OAuthTokens>> {
  const familyId = link?.familyId ?? randomUUID();
  const access = randomToken();
  const refresh = randomToken();
  await tx.insert(accessTokens).values({
    tokenHash: hashToken(access),
    userId,
    scope,
    familyId,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
  });
  await tx.insert(refreshTokens).values({
    tokenHash: hashToken(refresh),
    userId,
    scope,
    familyId,
    parentId: link?.parentId ?? null,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TOKEN_TTL_SECONDS, token_type: 'Bearer' };
}
