import { randomBytes } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { content, favorites, follows, users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { spendOneTimeTokens } from '../auth/one-time-tokens';
import { revokeAllTokens } from '../auth/revoke-tokens';
import { checkPassword } from './check-password';

/**
 * Soft-deletes the signed-in user: the row stays (purchases, content and the ledger point at
 * it) but the e-mail and login are replaced with unguessable placeholders, so both can be used
 * for a new account, and every token and mailed link stops working now. Follows either way and wishlist
 * entries (theirs, and others' for their content) go, so a creator keeps no ghost followers and no fan a ghost
 * creator.
 */
export async function deleteProfile(deps: Deps, user: UserRow, password: string, ip: string): Promise<void> {
  await checkPassword(deps, user, password, 'password', ip);
  const now = new Date(deps.clock.now());
  const tag = `deleted-${user.id}-${randomBytes(6).toString('hex')}`;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: now, email: `${tag}@deleted.invalid`, login: tag, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(follows).where(or(eq(follows.followerId, user.id), eq(follows.creatorId, user.id)));
    const theirContent = tx.select({ id: content.id }).from(content).where(eq(content.ownerId, user.id));
    await tx.delete(favorites).where(or(eq(favorites.userId, user.id), inArray(favorites.contentId, theirContent)));
    await revokeAllTokens(tx, user.id, now);
    await spendOneTimeTokens(tx, now, user.id, 'verify-email');
    await spendOneTimeTokens(tx, now, user.id, 'reset-password');
  });
}
