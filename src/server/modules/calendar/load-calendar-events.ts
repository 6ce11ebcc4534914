import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ContentStatus, ContentType, classTypes } from '@shared/codes';
import type { CalendarEvent } from '@shared/schemas/search';
import type { Db } from '../../db/client';
import { content, entitlements, follows, meetings, subscriptionContent, users } from '../../db/schema';
import { canWatch, loadContentAccess, shortUser, shortUserColumns, ownerNotBlockedBy } from '../content';
import { discoverableContent } from '../search';

/** A calendar answer is bounded even when a creator schedules hundreds of meetings. */
const MAX_EVENTS = 1000;

export interface CalendarWindow {
  fanId: number;
  /** Meetings overlapping [from, to) are included. */
  from: Date;
  to: Date;
  now: Date;
}

/**
 * A followed creator's public class (types 3 and 8) that is still ahead, from a listed item. A
 * boolean column, so each row says why it is in the calendar.
 */
function followedPublicClass(w: CalendarWindow) {
  return sql<boolean>`(${inArray(content.type, [ContentType.publicClass, ContentType.multiMeetingPublicClass])}
    and ${gt(meetings.endsAt, w.now)} and ${discoverableContent({ id: w.fanId })}
    and exists (select 1 from ${follows} where ${follows.followerId} = ${w.fanId} and ${follows.creatorId} = ${content.ownerId}))`;
}

/** A class the fan may hold an entitlement to; loadContentAccess then applies expiry and revocation. */
function mayBeBooked(fanId: number) {
  return and(
    inArray(content.type, [...classTypes]),
    eq(content.status, ContentStatus.published),
    or(
      sql`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${fanId} and ${entitlements.contentId} = ${content.id})`,
      sql`exists (select 1 from ${subscriptionContent} inner join ${entitlements} on ${entitlements.contentId} = ${subscriptionContent.subscriptionId}
        where ${subscriptionContent.contentId} = ${content.id} and ${entitlements.userId} = ${fanId})`,
    ),
  );
}

/**
 * The fan's calendar: meetings of classes they booked, and of followed creators' upcoming public
 * classes. Never their own items, deleted items, or anything by a creator they blocked or who is gone.
 * Place and link only when the fan may join (booked or free: the gating rule).
 */
export async function loadCalendarEvents(db: Db, w: CalendarWindow): Promise<CalendarEvent[]> {
  const followed = followedPublicClass(w);
  const rows = await db
    .select({
      meeting: meetings,
      item: {
        id: content.id,
        ownerId: content.ownerId,
        priceAmount: content.priceAmount,
        title: content.title,
        type: content.type,
      },
      owner: shortUserColumns,
      followed: followed.as('followed'),
    })
    .from(meetings)
    .innerJoin(content, eq(content.id, meetings.contentId))
    .innerJoin(users, eq(users.id, content.ownerId))
    .where(
      and(
        lt(meetings.startsAt, w.to),
        gt(meetings.endsAt, w.from),
        ne(content.ownerId, w.fanId),
        isNull(content.deletedAt),
        ne(users.status, 'blocked'),
        isNull(users.deletedAt),
        ownerNotBlockedBy(w.fanId, content.ownerId),
        or(followed, mayBeBooked(w.fanId)),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(MAX_EVENTS);
  const access = await loadContentAccess(
    db,
    { id: w.fanId },
    rows.map((r) => r.item),
    w.now,
  );
  return rows.flatMap(({ meeting, item, owner, followed: isFollowed }) => {
    const itemAccess = access.get(item.id)!;
    const booked = itemAccess.isBought;
    if (!booked && !isFollowed) return [];
    const mayJoin = canWatch(itemAccess);
    return [
      {
        meeting_id: meeting.id,
        content_id: item.id,
        title: item.title,
        type: item.type,
        starts_at: meeting.startsAt.toISOString(),
        ends_at: meeting.endsAt.toISOString(),
        place: mayJoin ? meeting.place : null,
        link: mayJoin ? meeting.link : null,
        owner: shortUser(owner),
        booked,
      },
    ];
  });
}
