import type { Locale } from '@shared/locales';
import type { CalendarEvent } from '@shared/schemas/search';
import { escapeText, icsDocument, utcStamp } from './ics-text';

export interface IcsOptions {
  publicUrl: string;
  /** The fan's language, for the links back to the site. */
  locale: Locale;
  now: Date;
}

function eventLines(event: CalendarEvent, { publicUrl, locale, now }: IcsOptions): string[] {
  const host = new URL(publicUrl).hostname;
  const page = `${publicUrl}/${locale}/fan/feed/${event.content_id}`;
  const where = event.place ?? event.link;
  const description = [event.owner.name, event.place ? event.link : null, page].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    // Stable per meeting, so a calendar app updates the event when its time changes.
    `UID:meeting-${event.meeting_id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(new Date(event.starts_at))}`,
    `DTEND:${utcStamp(new Date(event.ends_at))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${page}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The fan's private calendar as an iCalendar file (RFC 5545): one event per meeting, each with a reminder an hour before. */
export function renderIcs(events: readonly CalendarEvent[], options: IcsOptions): string {
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stagepass//Fan calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Stagepass',
    ...events.flatMap((event) => eventLines(event, options)),
    'END:VCALENDAR',
  ]);
}
