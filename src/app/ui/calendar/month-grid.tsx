import { Trans } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { dateForKey } from './calendar-keys';
import { daysBetween, dayKey, visibleDays } from './calendar-range';
import { useCalendarFormat } from './use-calendar-format';

/** What the grid hands the control it asks for on each day's number. */
export interface DayControlProps {
  dateKey: string;
  /** The day the arrow keys move; only it is in the tab order when the grid moves by keyboard. */
  selected: boolean;
  className: string;
}

interface MonthGridProps<Entry> {
  date: Dayjs;
  byDay: Map<string, Entry[]>;
  /** The id of the visible period title, which names the table. */
  labelledBy: string;
  entryKey: (entry: Entry) => string | number;
  /** One entry, small enough for a phone's cell. */
  renderEntry: (entry: Entry) => ReactNode;
  /** The day's number: a link to the day or a button that opens it. With `onDateChange` it must carry `data-day={dateKey}` and `tabIndex` (0 only when selected). */
  renderDay: (day: Dayjs, props: DayControlProps) => ReactNode;
  /** "+N more" when a day has more than fits; plain text unless given (e.g. a link to the day). */
  renderMore?: (hidden: number, day: Dayjs) => ReactNode;
  /** With it, arrows, Home/End and PageUp/PageDown move the selected day and focus follows. */
  onDateChange?: (date: Dayjs) => void;
}

/** On a phone a cell has room for two entries; the day view shows them all. */
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
const dayControl = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '8',
  height: '8',
  borderRadius: 'pill',
  textStyle: 'body.sm',
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&[data-selected=true]': { outline: '2px solid', outlineColor: 'accent.fg' },
  '[aria-current=date] &': { bg: 'accent.default', color: 'fg.onAccent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});
const moreText = css({ textStyle: 'caption', color: 'fg.muted', px: '1' });

/** The month as a table: weekday column headers, one row per week, the entries under each day's number. */
export function MonthGrid<Entry>(props: MonthGridProps<Entry>) {
  const { date, byDay, labelledBy, entryKey, renderEntry, renderDay, renderMore, onDateChange } = props;
  const format = useCalendarFormat();
  const tableRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const { start, end } = visibleDays('month', date);
  const days = daysBetween(start, end);
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  const today = dayKey(dayjs());
  const selected = dayKey(date);

  useEffect(() => {
    // Focus follows the keyboard only: a page load or a toolbar click must not steal focus.
    if (!moved.current) return;
    moved.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!onDateChange || !(event.target instanceof HTMLElement) || !event.target.dataset.day) return;
    const next = dateForKey('month', date, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onDateChange(next);
  };

  return (
    <table
      ref={tableRef}
      aria-labelledby={labelledBy}
      onKeyDown={onDateChange ? onKeyDown : undefined}
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
              const entries = byDay.get(key) ?? [];
              const hidden = entries.length - SHOWN_PER_DAY;
              return (
                <td
                  key={key}
                  className={cell}
                  data-outside={!day.isSame(date, 'month')}
                  aria-current={key === today ? 'date' : undefined}
                >
                  {renderDay(day, { dateKey: key, selected: key === selected, className: dayControl })}
                  {entries.length > 0 ? (
                    <ul
                      className={css({
                        display: 'grid',
                        gridTemplateColumns: 'minmax(0, 1fr)',
                        gap: '0.5',
                        listStyle: 'none',
                        mt: '0.5',
                      })}
                    >
                      {entries.slice(0, SHOWN_PER_DAY).map((entry) => (
                        <li key={entryKey(entry)}>{renderEntry(entry)}</li>
                      ))}
                      {hidden > 0 ? (
                        <li className={moreText}>
                          {renderMore ? renderMore(hidden, day) : <Trans>+{hidden} more</Trans>}
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
