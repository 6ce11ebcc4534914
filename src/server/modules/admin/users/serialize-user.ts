import type { AdminUser } from '@shared/schemas/admin';
import type { users } from '../../../db/schema';
import { iso } from '../router';

export function serializeAdminUser(u: typeof users.$inferSelect): AdminUser {
  return {
    id: u.id,
    email: u.email,
    login: u.login,
    name: u.name,
    kind: u.kind,
    creator_role: u.creatorRole,
    status: u.status,
    email_verified_at: iso(u.emailVerifiedAt),
    created_at: u.createdAt.toISOString(),
    deleted_at: iso(u.deletedAt),
  };
}

/** What the audit log keeps of a user: the fields an admin action can change. */
export const auditedUser = (u: typeof users.$inferSelect) => ({ status: u.status, kind: u.kind });
