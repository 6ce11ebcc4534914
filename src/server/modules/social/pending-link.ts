import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { SocialDescriptors } from '@shared/schemas/social';
import type { Deps } from '../../deps';
import { oneTimeTokens, socialIdentities, users } from '../../db/schema';
import { hashToken } from '../../http/auth';
import type { UserRow } from '../../http/context';
import { unauthorized } from '../../http/errors';
import type { DbOrTx } from '../auth/db-or-tx';

/** The owner a pending link's token names, while it is unused and unexpired (it is not spent here). */
export async function linkTokenOwner(deps: Deps, token: string, now: Date): Promise<UserRow> {
  const [row] = await deps.db
    .select({ user: users })
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
  if (!row) throw unauthorized(SocialDescriptors.expired);
  return row.user;
}

/** The provider identity waiting longest-last for this owner's proof. */
export async function newestPending(db: DbOrTx, userId: number) {
  const [pending] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), isNull(socialIdentities.confirmedAt)))
    .orderBy(desc(socialIdentities.createdAt), desc(socialIdentities.id))
    .limit(1);
  return pending;
}

/** The owner proved it: the newest pending identity becomes theirs. */
export async function confirmNewestPending(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const pending = await newestPending(db, userId);
  if (!pending) throw unauthorized(SocialDescriptors.expired);
  await db.update(socialIdentities).set({ confirmedAt: now }).where(eq(socialIdentities.id, pending.id));
}
