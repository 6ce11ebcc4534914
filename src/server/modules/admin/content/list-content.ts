import { count, eq, type SQL } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { adminContentListResource, type AdminContentRow } from '@shared/schemas/admin';
import type { Db, Tx } from '../../../db/client';
import { content, users } from '../../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../../http/route';
import { iso } from '../router';

/** GET /admin-api/content: every item whatever its status, archived and deleted ones included. */
export async function listContent(db: Db, raw: RawQuery): Promise<{ data: AdminContentRow[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, adminContentListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      status: content.status,
      type: content.type,
      owner_id: content.ownerId,
      created_at: content.createdAt,
      updated_at: content.updatedAt,
      deleted_at: content.deletedAt,
      archived_at: content.archivedAt,
      title: content.title,
      price: content.priceAmount,
    },
    search: { title: content.searchText, owner: users.searchText },
    tiebreak: content.id,
  });
  const data = await loadContentRows(db, q.where, q);
  const [total] = await db
    .select({ n: count() })
    .from(content)
    .innerJoin(users, eq(users.id, content.ownerId))
    .where(q.where);
  return { data, meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}

export async function loadContentRows(
  db: Db | Tx,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset: number },
): Promise<AdminContentRow[]> {
  const rows = await db
    .select({ c: content, owner: { id: users.id, name: users.name, login: users.login } })
    .from(content)
    .innerJoin(users, eq(users.id, content.ownerId))
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ c, owner }) => ({
    id: c.id,
    title: c.title,
    type: c.type,
    status: c.status,
    price: { amount: c.priceAmount, currency: c.priceCurrency },
    owner,
    archived_at: iso(c.archivedAt),
    deleted_at: iso(c.deletedAt),
    deletion_reason: c.deletionReason,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}
