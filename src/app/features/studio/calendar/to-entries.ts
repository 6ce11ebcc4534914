import type { CreatorCalendar } from '@shared/schemas/content-editor';
import type { CreatorCalendarEntry } from './calendar-entries';

/**
 * The API's meetings and bookings as calendar entries: each meeting once, and each booking on every
 * meeting it attends (so a fan's booking of a class series shows on each of its dates).
 */
export function toEntries(
  calendar: CreatorCalendar,
  texts: { booked: (count: number) => string },
): CreatorCalendarEntry[] {
  const meetings = new Map(calendar.meetings.map((meeting) => [meeting.meeting_id, meeting]));
  const entries: CreatorCalendarEntry[] = calendar.meetings.map((meeting) => ({
    key: `meeting-${meeting.meeting_id}`,
    contentId: meeting.content_id,
    title: meeting.title,
    type: meeting.content_type,
    startsAt: meeting.starts_at,
    endsAt: meeting.ends_at,
    kind: 'meeting',
    detail: texts.booked(meeting.bookings_count),
  }));
  for (const booking of calendar.bookings) {
    for (const meetingId of booking.meeting_ids) {
      const meeting = meetings.get(meetingId);
      if (!meeting) continue;
      entries.push({
        key: `booking-${booking.fan.id}-${meetingId}`,
        contentId: booking.content_id,
        title: booking.title,
        type: meeting.content_type,
        startsAt: meeting.starts_at,
        endsAt: meeting.ends_at,
        kind: 'booking',
        detail: booking.fan.name,
      });
    }
  }
  return entries;
}
