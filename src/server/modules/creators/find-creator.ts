import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../content';
import { ownerNotBlockedBy } from '../content';

/**
 * A creator by login, case-insensitively (logins are unique that way); deleted accounts are gone.
 * Whether the viewer blocked them comes with the row, in the same statement.
 */
export async function findCreatorByLogin(db: Db, login: string, viewer: Viewer) {
  const notBlocked = ownerNotBlockedBy(viewer?.id ?? null, users.id);
  const [row] = await db
    .select({ user: users, blockedByViewer: notBlocked ? sql<boolean>`not ${notBlocked}` : sql<boolean>`false` })
    .from(users)
    .where(and(sql`lower(${users.login}) = lower(${login})`, eq(users.kind, 'creator'), isNull(users.deletedAt)))
    .limit(1);
  return row ? { ...row.user, blockedByViewer: Boolean(row.blockedByViewer) } : null;
}
