import { and, count, eq, isNull } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { blockedListResource, type BlockedUser } from '@shared/schemas/fan';
import type { Db } from '../../db/client';
import { blocks, users } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { shortUser, shortUserColumns } from '../content';

/** GET /api/blocked: the people the fan blocked (accounts deleted since then drop out). */
export async function listBlocked(
  db: Db,
  userId: number,
  raw: RawQuery,
): Promise<{ data: BlockedUser[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, blockedListResource);
  const q = listQueryToSql(parsed, {
    fields: { name: users.name, login: users.login, blocked_at: blocks.createdAt },
    search: { name: users.searchText },
    tiebreak: users.id,
  });
  const where = and(eq(blocks.blockerId, userId), isNull(users.deletedAt), q.where);
  const rows = await db
    .select({ user: shortUserColumns, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(where);
  // In this list is_blocked says what the entry is, someone this fan blocked (as the toggle answers).
  const data = rows.map((r) => ({ ...shortUser(r.user), is_blocked: true, blocked_at: r.blockedAt.toISOString() }));
  return { data, meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}
