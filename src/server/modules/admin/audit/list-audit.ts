import { count, eq } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { auditListResource, type AuditEntry } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../../http/route';

/** GET /admin-api/audit: newest first, filtered by actor, entity, action and date range. */
export async function listAudit(db: Db, raw: RawQuery): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, auditListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      actor_id: auditLog.actorId,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      action: auditLog.action,
      created_at: auditLog.createdAt,
    },
    tiebreak: auditLog.id,
  });
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(q.where);
  return {
    data: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor: actor?.id == null ? null : actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
    meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)),
  };
}
