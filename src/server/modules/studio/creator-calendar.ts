import { and, asc, eq, exists, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { CollaborationStatus, classTypes } from '@shared/codes';
import type { CalendarRange, CreatorCalendar } from '@shared/schemas/content-editor';
import type { Db } from '../../db/client';
import { collaborations, content, entitlements, meetings, users } from '../../db/schema';
import { shortUser, shortUserColumns } from '../content';

const DAY_MS = 86_400_000;

/**
 * GET /api/content/calendar?from&to: the creator's meetings (own classes and accepted collaborations, not
 * archived or deleted) that overlap the UTC days from..to inclusive, and the bookings on those classes
 * (live entitlements other than the owner's own).
 */
export async function creatorCalendar(
  db: Db,
  userId: number,
  range: CalendarRange,
  now: Date,
): Promise<CreatorCalendar> {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  const collaborates = exists(
    sql`(select 1 from ${collaborations} where ${collaborations.contentId} = ${content.id}
      and ${collaborations.creatorId} = ${userId} and ${collaborations.status} = ${CollaborationStatus.accepted})`,
  );
  const rows = await db
    .select({
      meeting: meetings,
      item: { id: content.id, type: content.type, title: content.title, ownerId: content.ownerId },
    })
    .from(meetings)
    .innerJoin(content, eq(content.id, meetings.contentId))
    .where(
      and(
        inArray(content.type, [...classTypes]),
        isNull(content.deletedAt),
        isNull(content.archivedAt),
        or(eq(content.ownerId, userId), collaborates),
        lt(meetings.startsAt, end),
        gt(meetings.endsAt, start),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
  const contentIds = [...new Set(rows.map((r) => r.item.id))];
  const live = and(
    inArray(entitlements.contentId, contentIds.length > 0 ? contentIds : [0]),
    ne(entitlements.source, 'own'),
    isNull(entitlements.revokedAt),
    or(isNull(entitlements.expiresAt), gte(entitlements.expiresAt, now)),
  );
  const bookings =
    contentIds.length === 0
      ? []
      : await db
          .select({ contentId: entitlements.contentId, grantedAt: entitlements.grantedAt, fan: shortUserColumns })
          .from(entitlements)
          .innerJoin(users, eq(users.id, entitlements.userId))
          .where(and(live, isNull(users.deletedAt)))
          .orderBy(asc(entitlements.grantedAt), asc(entitlements.id));
  const perContent = new Map<number, number>();
  for (const b of bookings) perContent.set(b.contentId, (perContent.get(b.contentId) ?? 0) + 1);
  const titles = new Map(rows.map((r) => [r.item.id, r.item.title]));
  const meetingIds = new Map<number, number[]>();
  for (const r of rows) meetingIds.set(r.item.id, [...(meetingIds.get(r.item.id) ?? []), r.meeting.id]);
  return {
    from: range.from,
    to: range.to,
    meetings: rows.map(({ meeting, item }) => ({
      meeting_id: meeting.id,
      content_id: item.id,
      content_type: item.type,
      title: item.title,
      starts_at: meeting.startsAt.toISOString(),
      ends_at: meeting.endsAt.toISOString(),
      place: meeting.place,
      link: meeting.link,
      capacity: meeting.capacity,
      role: item.ownerId === userId ? 'owner' : 'collaborator',
      bookings_count: perContent.get(item.id) ?? 0,
    })),
    bookings: bookings.map((b) => ({
      content_id: b.contentId,
      title: titles.get(b.contentId) ?? '',
      fan: shortUser(b.fan),
      booked_at: b.grantedAt.toISOString(),
      meeting_ids: meetingIds.get(b.contentId) ?? [],
    })),
  };
}
