import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/**
 * The reason an admin gave the last time they did `action` to this entity (a block of a user or an item), as they
 * wrote it; kept in the audit row's `after.reason`. Null when none was given.
 */
export async function lastAuditReason(
  db: Db | Tx,
  entity: string,
  entityId: number,
  action: string,
): Promise<string | null> {
  const [last] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  const reason = (last?.after as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' && reason !== '' ? reason : null;
}
