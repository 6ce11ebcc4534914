import { Trans } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { css } from 'styled-system/css';
import { daysBetween, dayKey, visibleDays } from '@app/features/calendar';
import { useCalendarFormat } from '@app/features/calendar';
import type { CreatorCalendarEntry } from './calendar-entries';
import { EntryLink } from './entry-link';

interface DaysListProps {
  date: Dayjs;
  byDay: Map<string, CreatorCalendarEntry[]>;
  onOpenDay: (date: Dayjs) => void;
}

/** Seven days: a list on phones, seven columns on wide screens. Each day's heading opens the day. */
export function WeekView({ date, byDay, onOpenDay }: DaysListProps) {
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
        const entries = byDay.get(key) ?? [];
        return (
          <li
            key={key}
            aria-current={key === today ? 'date' : undefined}
            className={css({ display: 'grid', gap: '2', alignContent: 'start' })}
          >
            <h3
              className={css({
                pb: '1',
                borderBottomWidth: '2px',
                borderColor: 'border.default',
                '[aria-current=date] > &': { borderColor: 'accent.default' },
              })}
            >
              <button
                type="button"
                onClick={() => onOpenDay(day)}
                className={css({
                  textStyle: 'label',
                  color: 'fg.default',
                  minHeight: 'touch',
                  cursor: 'pointer',
                  textAlign: 'start',
                  _hover: { color: 'accent.fg' },
                })}
              >
                {format.shortDay(day)}
              </button>
            </h3>
            {entries.length === 0 ? (
              <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
                <Trans>Nothing planned</Trans>
              </p>
            ) : (
              <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <EntryLink entry={entry} />
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
