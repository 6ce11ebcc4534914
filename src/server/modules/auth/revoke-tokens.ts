import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { accessTokens, refreshTokens } from '../../db/schema';
import type { DbOrTx } from './db-or-tx';

/**
 * Revokes every access and refresh token a user holds, effective on the next request
 * (the auth middleware rejects revoked tokens). Used by password reset,
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

/**
 * Revokes every sign-in of a user except the one making this request (its access token and its
 * refresh-token family): a password change keeps the person signed in where they changed it.
 */
export async function revokeOtherSessions(tx: DbOrTx, userId: number, keepTokenId: number, at: Date): Promise<void> {
  const [kept] = await tx
    .select({ familyId: accessTokens.familyId })
    .from(accessTokens)
    .where(eq(accessTokens.id, keepTokenId))
    .limit(1);
  const family = kept?.familyId ?? null;
  await tx
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        ne(accessTokens.id, keepTokenId),
        family === null ? undefined : or(isNull(accessTokens.familyId), ne(accessTokens.familyId, family)),
      ),
    );
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        family === null ? undefined : ne(refreshTokens.familyId, family),
      ),
    );
}
