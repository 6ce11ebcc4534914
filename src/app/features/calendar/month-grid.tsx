import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { CalendarEvent } from '@shared/schemas/search';
import { daysBetween, dayKey, visibleDays } from './calendar-range';
import { EventChip } from './event-chip';
import { useCalendarFormat } from './use-calendar-format';

interface MonthGridProps {
  date: Dayjs;
  byDay: Map<string, CalendarEvent[]>;
  /** The id of the visible period title, which names the table. */
  labelledBy: string;
}

/** On a phone a cell has room for two events; the day view shows them all. */
const SHOWN_PER_DAY = 2;

const cell = css({
  verticalAlign: 'top',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: { base: '0.5', sm: '1.5' },
  height: { base: '5rem', sm: '7rem' },
  width: '14.28%',
  '&[data-outside=true]': { bg: 'bg.muted' },
});
const dayLink = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '7',
  height: '7',
  borderRadius: 'pill',
  textStyle: 'body.sm',
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '[aria-current=date] &': { bg: 'accent.default', color: 'fg.onAccent' },
});

/** The month as a table: weekday column headers, one row per week, each event a link to its class. */
export function MonthGrid({ date, byDay, labelledBy }: MonthGridProps) {
  const { i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const format = useCalendarFormat();
  const { start, end } = visibleDays('month', date);
  const days = daysBetween(start, end);
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  const today = dayKey(dayjs());

  return (
    <table
      aria-labelledby={labelledBy}
      className={css({ width: 'full', tableLayout: 'fixed', borderCollapse: 'collapse' })}
    >
      <thead>
        <tr>
          {weeks[0]?.map((day) => (
            <th
              key={day.day()}
              scope="col"
              abbr={format.weekdayLong(day)}
              className={css({ textStyle: 'caption', color: 'fg.muted', py: '2' })}
            >
              {format.weekdayShort(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => {
              const key = dayKey(day);
              const events = byDay.get(key) ?? [];
              const hidden = events.length - SHOWN_PER_DAY;
              return (
                <td
                  key={key}
                  className={cell}
                  data-outside={!day.isSame(date, 'month')}
                  aria-current={key === today ? 'date' : undefined}
                >
                  <Link
                    to="/$lang/calendar/$date"
                    params={{ lang, date: key }}
                    search={{ view: 'day' }}
                    aria-label={format.fullDay(day)}
                    className={dayLink}
                  >
                    {day.date()}
                  </Link>
                  {events.length > 0 ? (
                    <ul
                      className={css({
                        display: 'grid',
                        gridTemplateColumns: 'minmax(0, 1fr)',
                        gap: '0.5',
                        listStyle: 'none',
                        mt: '0.5',
                      })}
                    >
                      {events.slice(0, SHOWN_PER_DAY).map((event) => (
                        <li key={event.meeting_id}>
                          <EventChip event={event} />
                        </li>
                      ))}
                      {hidden > 0 ? (
                        <li>
                          <Link
                            to="/$lang/calendar/$date"
                            params={{ lang, date: key }}
                            search={{ view: 'day' }}
                            className={css({ textStyle: 'caption', color: 'fg.muted', px: '1' })}
                          >
                            <Trans>+{hidden} more</Trans>
                          </Link>
                        </li>
                      ) : null}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
