import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
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

/**
 * Accepted collaborators per item. `onlyActive` keeps those whose accounts can still be shown
 * (approved, not deleted): the `validParticipants` expansion.
 */
export async function loadParticipants(
  db: Db,
  contentIds: number[],
  onlyActive: boolean,
): Promise<Map<number, Participant[]>> {
  const byContent = new Map<number, Participant[]>();
  if (contentIds.length === 0) return byContent;
  const rows = await db
    .select({ contentId: collaborations.contentId, status: collaborations.status, user: shortUserColumns })
    .from(collaborations)
    .innerJoin(users, eq(users.id, collaborations.creatorId))
    .where(
      and(
        inArray(collaborations.contentId, contentIds),
        eq(collaborations.status, CollaborationStatus.accepted),
        onlyActive ? and(eq(users.status, 'approved'), isNull(users.deletedAt)) : undefined,
      ),
    )
    .orderBy(asc(collaborations.createdAt), asc(users.id));
  for (const row of rows) {
    const participant = { ...shortUser(row.user), collaboration_status: row.status };
    byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), participant]);
  }
  return byContent;
}
