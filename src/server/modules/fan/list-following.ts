import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { followingListResource, type FollowedCreator } from '@shared/schemas/fan';
import type { Db } from '../../db/client';
import { content, follows, users } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { listedPublicly, shortUser, shortUserColumns, ownerNotBlockedBy } from '../content';

/** The follows a fan's lists count: creators still there, and not blocked by the fan. */
function followingWhere(userId: number) {
  return and(eq(follows.followerId, userId), isNull(users.deletedAt), ownerNotBlockedBy(userId, users.id));
}

/** GET /api/following: the creators the fan follows, each with their follower and published-item counts. */
export async function listFollowing(
  db: Db,
  userId: number,
  raw: RawQuery,
): Promise<{ data: FollowedCreator[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, followingListResource);
  const q = listQueryToSql(parsed, {
    fields: { role: users.creatorRole, name: users.name, login: users.login, followed_at: follows.createdAt },
    search: { name: users.searchText },
    tiebreak: users.id,
  });
  const where = and(followingWhere(userId), q.where);
  const rows = await db
    .select({
      user: shortUserColumns,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.creatorId))
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.creatorId))
    .where(where);
  const counts = await loadCreatorCounts(
    db,
    rows.map((r) => r.user.id),
  );
  const data = rows.map((r) => ({
    ...shortUser(r.user),
    followed_at: r.followedAt.toISOString(),
    counts: counts.get(r.user.id) ?? { followers: 0, content: 0 },
  }));
  return { data, meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}

/** The /library badge: the same follows GET /api/following lists. */
export async function countFollowing(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.creatorId))
    .where(followingWhere(userId));
  return Number(row?.n ?? 0);
}

/** Followers and published items per creator of the page: two grouped queries, however long the page. */
async function loadCreatorCounts(db: Db, creatorIds: number[]): Promise<Map<number, FollowedCreator['counts']>> {
  const out = new Map(creatorIds.map((id) => [id, { followers: 0, content: 0 }]));
  if (creatorIds.length === 0) return out;
  const followers = await db
    .select({ id: follows.creatorId, n: count() })
    .from(follows)
    .where(inArray(follows.creatorId, creatorIds))
    .groupBy(follows.creatorId);
  const items = await db
    .select({ id: content.ownerId, n: count() })
    .from(content)
    .where(and(inArray(content.ownerId, creatorIds), listedPublicly()))
    .groupBy(content.ownerId);
  for (const row of followers) out.get(row.id)!.followers = Number(row.n);
  for (const row of items) out.get(row.id)!.content = Number(row.n);
  return out;
}
