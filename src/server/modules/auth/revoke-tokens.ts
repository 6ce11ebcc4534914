import { and, eq, isNull } from 'drizzle-orm';
import { accessTokens, refreshTokens } from '../../db/schema';
import type { DbOrTx } from './db-or-tx';

/**
 * Revokes every access and refresh token a user holds, effective on the next request
 * (the auth middleware rejects revoked tokens). Used by password reset and change,
 * profile deletion, and by the admin when blocking a user.
 */
export async function revokeAllTokens(tx: DbOrTx, userId: number, at: Date = new Date()): Promise<void> {
  await tx
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Revokes one refresh-token family and every access token issued with it (a sign-in session). */
export async function revokeFamily(tx: DbOrTx, familyId: string, at: Date): Promise<void> {
  await tx
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(and(eq(accessTokens.familyId, familyId), isNull(accessTokens.revokedAt)));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes one access token (a client token, or a user token without a family). */
export async function revokeAccessToken(tx: DbOrTx, tokenId: number, at: Date): Promise<void> {
  await tx
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}
