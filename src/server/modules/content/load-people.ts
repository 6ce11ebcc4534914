import { and, asc, eq, inArray } from 'drizzle-orm';
import { CollaborationStatus } from '@shared/codes';
import type { Participant, ShortUser } from '@shared/schemas/content';
import type { Db } from '../../db/client';
import { collaborations, users } from '../../db/schema';
import { shortUser, shortUserColumns } from './serialize-user';

export async function loadShortUsers(db: Db, userIds: number[]): Promise<Map<number, ShortUser>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(shortUserColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, shortUser(row)]));
}

export interface Collaborator {
  participant: Participant;
  /** Approved and not deleted: shown by the `validParticipants` expansion. */
  active: boolean;
}

/**
 * Accepted collaborators per item, in the order they joined. One query serves both the
 * `participants` and the `validParticipants` expansions: the second keeps the active ones.
 */
export async function loadCollaborators(db: Db, contentIds: number[]): Promise<Map<number, Collaborator[]>> {
  const byContent = new Map<number, Collaborator[]>();
  if (contentIds.length === 0) return byContent;
  const rows = await db
    .select({
      contentId: collaborations.contentId,
      status: collaborations.status,
      user: shortUserColumns,
      deletedAt: users.deletedAt,
    })
    .from(collaborations)
    .innerJoin(users, eq(users.id, collaborations.creatorId))
    .where(and(inArray(collaborations.contentId, contentIds), eq(collaborations.status, CollaborationStatus.accepted)))
    .orderBy(asc(collaborations.createdAt), asc(users.id));
  for (const row of rows) {
    const collaborator = {
      participant: { ...shortUser(row.user), collaboration_status: row.status },
      active: row.user.status === 'approved' && row.deletedAt === null,
    };
    byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), collaborator]);
  }
  return byContent;
}
