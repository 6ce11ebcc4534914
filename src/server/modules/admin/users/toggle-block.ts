import { and, desc, eq } from 'drizzle-orm';
import type { UserStatus } from '@shared/codes';
import { AdminDescriptors, type AdminUser } from '@shared/schemas/admin';
import type { Deps } from '../../../deps';
import type { Tx } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { invalidField } from '../../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { sendAccountBlockedMail } from '../../auth/account-mail';
import { revokeAllTokens } from '../../auth/revoke-tokens';
import { findUserForUpdate } from './find-user';
import { auditedUser, serializeAdminUser } from './serialize-user';

/**
 * PUT /admin-api/users/:id/toggle-block. Blocking revokes every token at once (the auth middleware also
 * refuses a blocked user's tokens); unblocking gives back the status the user had before the block, read
 * from the audit log, so a creator blocked while pending is pending again.
 * `blocked` makes the call idempotent: a bulk action says which way it wants the flag.
 * A new block is mailed to the person once it has committed (the sign-in page tells them to check their e-mail).
 */
export async function toggleBlock(
  deps: Deps,
  actorId: number,
  userId: number,
  now: Date,
  blocked?: boolean,
  reason?: string,
): Promise<AdminUser> {
  const { user, blockedNow } = await changeBlock(deps, actorId, userId, now, blocked, reason);
  if (blockedNow) await sendAccountBlockedMail(deps, blockedNow, blockedNow.preferredLocale);
  return user;
}

async function changeBlock(deps: Deps, actorId: number, userId: number, now: Date, blocked?: boolean, reason?: string) {
  return deps.db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, userId);
    const block = blocked ?? before.status !== 'blocked';
    if (block === (before.status === 'blocked')) return { user: serializeAdminUser(before), blockedNow: null };
    if (block && userId === actorId) throw invalidField('id', AdminDescriptors.ownAccount);
    if (block && before.kind === 'admin') throw invalidField('id', AdminDescriptors.adminAccount);
    const status: UserStatus = block ? 'blocked' : await statusBeforeBlock(tx, userId);
    const [after] = await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId)).returning();
    if (!after) throw new Error('blocked user vanished');
    if (block) await revokeAllTokens(tx, userId, now);
    await recordAudit(tx, {
      actorId,
      action: block ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: userId,
      before: auditedUser(before),
      after: { ...auditedUser(after), ...(block && reason ? { reason } : {}) },
    });
    return { user: serializeAdminUser(after), blockedNow: block ? after : null };
  });
}

async function statusBeforeBlock(tx: Tx, userId: number): Promise<UserStatus> {
  const [last] = await tx
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)), eq(auditLog.action, 'user.block')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const status = (last?.before as { status?: UserStatus } | null)?.status;
  return status === 'pending' ? 'pending' : 'approved';
}
