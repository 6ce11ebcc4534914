import { asc, inArray } from 'drizzle-orm';
import type { Meeting } from '@shared/schemas/content';
import type { Db } from '../../db/client';
import { meetings } from '../../db/schema';

/** Meetings in time order. `canJoin` says per item whether the online link may be shown (the gating rule). */
export async function loadMeetings(
  db: Db,
  contentIds: number[],
  canJoin: (contentId: number) => boolean,
): Promise<Map<number, Meeting[]>> {
  const byContent = new Map<number, Meeting[]>();
  if (contentIds.length === 0) return byContent;
  const rows = await db
    .select()
    .from(meetings)
    .where(inArray(meetings.contentId, contentIds))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
  for (const row of rows) {
    const meeting: Meeting = {
      id: row.id,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      place: row.place,
      link: canJoin(row.contentId) ? row.link : null,
      capacity: row.capacity,
    };
    byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), meeting]);
  }
  return byContent;
}
