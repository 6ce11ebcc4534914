import { and, eq } from 'drizzle-orm';
import { FanDescriptors } from '@shared/schemas/fan';
import type { Db, Tx } from '../../db/client';
import { follows, users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { applyToggle } from './apply-toggle';

/** Follows or unfollows a creator. Unfollowing always works; following needs an active creator other than oneself. */
export async function toggleFollow(db: Db, followerId: number, creatorId: number, desired?: boolean): Promise<boolean> {
  if (followerId === creatorId) throw invalidField('id', FanDescriptors.followSelf);
  const mine = and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId));
  return db.transaction((tx) =>
    applyToggle(desired, {
      add: async () => {
        await assertFollowable(tx, creatorId);
        await tx.insert(follows).values({ followerId, creatorId }).onConflictDoNothing();
      },
      remove: async () => (await tx.delete(follows).where(mine).returning({ id: follows.creatorId })).length > 0,
    }),
  );
}

async function assertFollowable(tx: Tx, creatorId: number): Promise<void> {
  const [target] = await tx
    .select({ kind: users.kind, status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, creatorId))
    .limit(1);
  if (!target || target.deletedAt || target.status === 'blocked') throw invalidField('id', FanDescriptors.userUnknown);
  if (target.kind !== 'creator') throw invalidField('id', FanDescriptors.followNotCreator);
}
