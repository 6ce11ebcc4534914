import { and, eq, isNull } from 'drizzle-orm';
import { FanDescriptors } from '@shared/schemas/fan';
import type { Db, Tx } from '../../db/client';
import { blocks, users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { applyToggle } from './apply-toggle';

/**
 * Blocks or unblocks a person. Follows and wishlist rows are kept: the lists hide a blocked owner's
 * items through `ownerNotBlockedBy`, so unblocking brings them back as they were.
 */
export async function toggleBlock(db: Db, blockerId: number, blockedId: number, desired?: boolean): Promise<boolean> {
  if (blockerId === blockedId) throw invalidField('id', FanDescriptors.blockSelf);
  const mine = and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId));
  return db.transaction((tx) =>
    applyToggle(desired, {
      add: async () => {
        await assertExists(tx, blockedId);
        await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
      },
      remove: async () => (await tx.delete(blocks).where(mine).returning({ id: blocks.blockedId })).length > 0,
    }),
  );
}

async function assertExists(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw invalidField('id', FanDescriptors.userUnknown);
}
