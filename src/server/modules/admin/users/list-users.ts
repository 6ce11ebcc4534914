import { count } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { adminUserListResource, type AdminUser } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../../http/route';
import { serializeAdminUser } from './serialize-user';

/** GET /admin-api/users: everyone, deleted accounts included (the admin must find them too). */
export async function listUsers(db: Db, raw: RawQuery): Promise<{ data: AdminUser[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, adminUserListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      kind: users.kind,
      creator_role: users.creatorRole,
      status: users.status,
      email_verified_at: users.emailVerifiedAt,
      created_at: users.createdAt,
      name: users.name,
      login: users.login,
      email: users.email,
    },
    search: { name: users.searchText, email: users.email },
    tiebreak: users.id,
  });
  const rows = await db
    .select()
    .from(users)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(users).where(q.where);
  return { data: rows.map(serializeAdminUser), meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}
