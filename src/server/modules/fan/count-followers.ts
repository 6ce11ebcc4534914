import { and, count, eq, isNull } from 'drizzle-orm';
import type { FollowersCount } from '@shared/schemas/fan';
import type { Db } from '../../db/client';
import { blocks, follows, users } from '../../db/schema';
import { notFound } from '../../http/errors';

/** GET /api/creators/:id/followers-count: the follow and block buttons of a creator and the follower number. */
export async function countFollowers(db: Db, creatorId: number, viewerId: number | null): Promise<FollowersCount> {
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, creatorId), eq(users.kind, 'creator'), isNull(users.deletedAt)))
    .limit(1);
  if (!creator) throw notFound();
  const [total] = await db.select({ n: count() }).from(follows).where(eq(follows.creatorId, creatorId));
  const [mine] = viewerId
    ? await db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.creatorId, creatorId), eq(follows.followerId, viewerId)))
    : [];
  const [blocked] = viewerId
    ? await db
        .select({ n: count() })
        .from(blocks)
        .where(and(eq(blocks.blockedId, creatorId), eq(blocks.blockerId, viewerId)))
    : [];
  return {
    id: creatorId,
    followers_count: Number(total?.n ?? 0),
    is_followed: Number(mine?.n ?? 0) > 0,
    is_blocked_by_viewer: Number(blocked?.n ?? 0) > 0,
  };
}
