import { and, count, eq, isNull } from 'drizzle-orm';
import type { FollowersCount } from '@shared/schemas/fan';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/schema';
import { notFound } from '../../http/errors';

/** GET /api/creators/:id/followers-count: the creator page's follow button and its number. */
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
  return { id: creatorId, followers_count: Number(total?.n ?? 0), is_followed: Number(mine?.n ?? 0) > 0 };
}
