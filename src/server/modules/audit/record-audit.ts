import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Records one back-office write. Takes the caller's transaction so the row exists exactly when
 * the change it describes was committed.
 */
export async function recordAudit(tx: Tx, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: e.actorId,
    action: e.action,
    entity: e.entity,
    entityId: String(e.entityId),
    // JSON round trip: Dates become ISO strings and undefined fields disappear, as the log shows them.
    before: e.before === undefined ? null : (JSON.parse(JSON.stringify(e.before)) as unknown),
    after: e.after === undefined ? null : (JSON.parse(JSON.stringify(e.after)) as unknown),
  });
}
