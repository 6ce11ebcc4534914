import { Trans } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { daysBetween, dayKey, visibleDays } from './calendar-range';
import { useCalendarFormat } from './use-calendar-format';

interface WeekListProps<Entry> {
  date: Dayjs;
  byDay: Map<string, Entry[]>;
  entryKey: (entry: Entry) => string | number;
  renderEntry: (entry: Entry) => ReactNode;
  /** The inside of each day's heading; the day's short name unless given (e.g. a button that opens it). */
  renderHeading?: (day: Dayjs, label: string) => ReactNode;
}

/** Seven days: a list on phones, seven columns on wide screens. Empty days say so, briefly. */
export function WeekList<Entry>({ date, byDay, entryKey, renderEntry, renderHeading }: WeekListProps<Entry>) {
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
        const label = format.shortDay(day);
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
              {renderHeading ? renderHeading(day, label) : label}
            </h3>
            {entries.length === 0 ? (
              <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
                <Trans>Nothing planned</Trans>
              </p>
            ) : (
              <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
                {entries.map((entry) => (
                  <li key={entryKey(entry)}>{renderEntry(entry)}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
