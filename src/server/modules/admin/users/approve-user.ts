import { eq } from 'drizzle-orm';
import { AdminDescriptors, type AdminUser } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { invalidField } from '../../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { findUserForUpdate } from './find-user';
import { auditedUser, serializeAdminUser } from './serialize-user';

/** PUT /admin-api/users/:id: a creator waiting for approval (status pending) becomes approved. */
export async function approveUser(db: Db, actorId: number, userId: number, now: Date): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, userId);
    if (before.status !== 'pending') throw invalidField('status', AdminDescriptors.notPending);
    const [after] = await tx
      .update(users)
      .set({ status: 'approved', updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw new Error('approved user vanished');
    await recordAudit(tx, {
      actorId,
      action: 'user.approve',
      entity: 'user',
      entityId: userId,
      before: auditedUser(before),
      after: auditedUser(after),
    });
    return serializeAdminUser(after);
  });
}
