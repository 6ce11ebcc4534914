import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_TOKEN_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@shared/limits';
import type { PasswordSide } from '@shared/schemas/auth';
import { oneTimeTokens } from '../../db/schema';
import { hashToken } from '../../http/auth';
import type { DbOrTx } from './db-or-tx';
import { randomToken } from './random-token';

export type OneTimePurpose = 'verify-email' | 'reset-password' | 'social-sign-in' | 'social-link' | 'social-link-mail';

const ttlHours: Record<OneTimePurpose, number> = {
  'verify-email': EMAIL_TOKEN_TTL_HOURS,
  'reset-password': PASSWORD_RESET_TTL_HOURS,
  // The social callback's `api_access_token`: the PWA trades it at once, so it lives two minutes.
  'social-sign-in': 2 / 60,
  // A pending link to a matching password account waits an hour for the owner's proof.
  'social-link': 1,
  // The link mailed to that owner: a purpose of its own, so the token in the claimant's browser never passes for it.
  'social-link-mail': 1,
};

/**
 * Issues a single-use token for an e-mail link. Earlier unused tokens of the same purpose are
 * spent first, so only the newest link works.
 */
export async function createOneTimeToken(
  tx: DbOrTx,
  now: Date,
  userId: number,
  purpose: OneTimePurpose,
  side: PasswordSide = 'frontend',
): Promise<string> {
  await spendOneTimeTokens(tx, now, userId, purpose);
  const token = randomToken();
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    side,
    expiresAt: new Date(now.getTime() + ttlHours[purpose] * 60 * 60 * 1000),
  });
  return token;
}

/** Marks a valid, unexpired token used and returns its user; null when unknown, used or expired. */
export async function consumeOneTimeToken(
  tx: DbOrTx,
  now: Date,
  token: string,
  purpose: OneTimePurpose,
): Promise<number | null> {
  // One conditional UPDATE: of two concurrent requests with the same token only one gets the row.
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

export async function spendOneTimeTokens(tx: DbOrTx, now: Date, userId: number, purpose: OneTimePurpose) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
