import { Trans } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { css } from 'styled-system/css';
import type { CalendarEvent } from '@shared/schemas/search';
import { daysBetween, dayKey, visibleDays } from './calendar-range';
import { EventCard } from './event-card';
import { useCalendarFormat } from './use-calendar-format';

/** Seven days: a list on phones, seven columns on wide screens. Empty days say so, briefly. */
export function WeekView({ date, byDay }: { date: Dayjs; byDay: Map<string, CalendarEvent[]> }) {
  const format = useCalendarFormat();
  const { start, end } = visibleDays('week', date);
  const today = dayKey(dayjs());
  return (
    <ol
      className={css({
        display: 'grid',
        gap: '3',
        listStyle: 'none',
        gridTemplateColumns: { base: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
      })}
    >
      {daysBetween(start, end).map((day) => {
        const key = dayKey(day);
        const events = byDay.get(key) ?? [];
        return (
          <li
            key={key}
            aria-current={key === today ? 'date' : undefined}
            className={css({ display: 'grid', gap: '2', alignContent: 'start' })}
          >
            <h3
              className={css({
                textStyle: 'label',
                pb: '1',
                borderBottomWidth: '2px',
                borderColor: 'border.default',
                '[aria-current=date] > &': { borderColor: 'accent.default', color: 'accent.fg' },
              })}
            >
              {format.shortDay(day)}
            </h3>
            {events.length === 0 ? (
              <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
                <Trans>Nothing planned</Trans>
              </p>
            ) : (
              <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
                {events.map((event) => (
                  <li key={event.meeting_id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
