import { and, eq } from 'drizzle-orm';
import { FanDescriptors } from '@shared/schemas/fan';
import type { Db, Tx } from '../../db/client';
import { content, favorites } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { listedPublicly, ownerNotBlockedBy } from '../content';
import { applyToggle } from './apply-toggle';

/** Adds to or removes from the wishlist. Removing always works; adding only what the fan can find in a list. */
export async function toggleFavorite(db: Db, userId: number, contentId: number, desired?: boolean): Promise<boolean> {
  const mine = and(eq(favorites.userId, userId), eq(favorites.contentId, contentId));
  return db.transaction((tx) =>
    applyToggle(desired, {
      add: async () => {
        await assertListed(tx, userId, contentId);
        await tx.insert(favorites).values({ userId, contentId }).onConflictDoNothing();
      },
      remove: async () => (await tx.delete(favorites).where(mine).returning({ id: favorites.contentId })).length > 0,
    }),
  );
}

async function assertListed(tx: Tx, userId: number, contentId: number): Promise<void> {
  const [row] = await tx
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.id, contentId), listedPublicly(), ownerNotBlockedBy(userId, content.ownerId)))
    .limit(1);
  if (!row) throw invalidField('content_id', FanDescriptors.contentUnavailable);
}
