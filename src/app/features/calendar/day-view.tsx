import { Trans } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { css } from 'styled-system/css';
import type { CalendarEvent } from '@shared/schemas/search';
import { dayKey } from './calendar-range';
import { EventCard } from './event-card';

/** One day's events in time order. */
export function DayView({ date, byDay }: { date: Dayjs; byDay: Map<string, CalendarEvent[]> }) {
  const events = byDay.get(dayKey(date)) ?? [];
  if (events.length === 0) {
    return (
      <p className={css({ color: 'fg.muted', py: '6' })}>
        <Trans>Nothing planned on this day.</Trans>
      </p>
    );
  }
  return (
    <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', maxWidth: '40rem' })}>
      {events.map((event) => (
        <li key={event.meeting_id}>
          <EventCard event={event} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
