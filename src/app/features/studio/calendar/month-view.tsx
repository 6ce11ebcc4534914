import { useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { daysBetween, dayKey, visibleDays } from '@app/features/calendar';
import { useCalendarFormat } from '@app/features/calendar';
import type { CreatorCalendarEntry } from './calendar-entries';
import { dateForKey } from './calendar-keys';
import { EntryLink } from './entry-link';

interface MonthViewProps {
  date: Dayjs;
  byDay: Map<string, CreatorCalendarEntry[]>;
  labelledBy: string;
  /** Arrow keys, Home/End and PageUp/PageDown move the selected day. */
  onDateChange: (date: Dayjs) => void;
  /** Enter or a tap on a day's number opens that day. */
  onOpenDay: (date: Dayjs) => void;
}

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
const dayButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '8',
  height: '8',
  borderRadius: 'pill',
  textStyle: 'body.sm',
  fontWeight: '600',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&[data-selected=true]': { outline: '2px solid', outlineColor: 'accent.fg' },
  '[aria-current=date] &': { bg: 'accent.default', color: 'fg.onAccent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

/**
 * The month as a table. One day button is in the tab order (the selected one); the arrows move it
 * and focus follows, so the whole month is reachable without a mouse. Entries are links to the item.
 */
export function MonthView({ date, byDay, labelledBy, onDateChange, onOpenDay }: MonthViewProps) {
  const { t } = useLingui();
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
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${selected}"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof HTMLButtonElement) || !event.target.dataset.day) return;
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
      onKeyDown={onKeyDown}
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
              const planned = entries.length;
              const count = planned > 0 ? t`${planned} planned` : t`Nothing planned`;
              return (
                <td
                  key={key}
                  className={cell}
                  data-outside={!day.isSame(date, 'month')}
                  aria-current={key === today ? 'date' : undefined}
                >
                  <button
                    type="button"
                    data-day={key}
                    tabIndex={key === selected ? 0 : -1}
                    data-selected={key === selected}
                    aria-label={`${format.fullDay(day)}, ${count}`}
                    className={dayButton}
                    onClick={() => onOpenDay(day)}
                  >
                    {day.date()}
                  </button>
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
                        <li key={entry.key}>
                          <EntryLink entry={entry} compact />
                        </li>
                      ))}
                      {hidden > 0 ? (
                        <li className={css({ textStyle: 'caption', color: 'fg.muted', px: '1' })}>
                          {t`+${hidden} more`}
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
