import { useLingui } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { css } from 'styled-system/css';
import { DayList } from '@app/ui/calendar/day-list';
import { MonthGrid } from '@app/ui/calendar/month-grid';
import { useCalendarFormat } from '@app/ui/calendar/use-calendar-format';
import { WeekList } from '@app/ui/calendar/week-list';
import type { CreatorCalendarEntry } from './calendar-entries';
import { EntryLink } from './entry-link';

interface ViewProps {
  date: Dayjs;
  byDay: Map<string, CreatorCalendarEntry[]>;
}

const entryKey = (entry: CreatorCalendarEntry) => entry.key;

interface MonthViewProps extends ViewProps {
  labelledBy: string;
  /** Arrow keys, Home/End and PageUp/PageDown move the selected day. */
  onDateChange: (date: Dayjs) => void;
  /** Enter or a tap on a day's number opens that day. */
  onOpenDay: (date: Dayjs) => void;
}

/**
 * The creator's month. One day button is in the tab order (the selected one); the arrows move it
 * and focus follows, so the whole month is reachable without a mouse. Entries are links to the item.
 */
export function MonthView({ onOpenDay, ...props }: MonthViewProps) {
  const { t } = useLingui();
  const format = useCalendarFormat();
  return (
    <MonthGrid
      {...props}
      entryKey={entryKey}
      renderEntry={(entry) => <EntryLink entry={entry} compact />}
      renderDay={(day, { dateKey, selected, className }) => {
        const planned = props.byDay.get(dateKey)?.length ?? 0;
        const count = planned > 0 ? t`${planned} planned` : t`Nothing planned`;
        return (
          <button
            type="button"
            data-day={dateKey}
            tabIndex={selected ? 0 : -1}
            data-selected={selected}
            aria-label={`${format.fullDay(day)}, ${count}`}
            className={className}
            onClick={() => onOpenDay(day)}
          >
            {day.date()}
          </button>
        );
      }}
    />
  );
}

const headingButton = css({
  textStyle: 'label',
  color: 'inherit',
  minHeight: 'touch',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { color: 'accent.fg' },
});

/** Seven days; each day's heading is a button that opens the day. */
export function WeekView({ onOpenDay, ...props }: ViewProps & { onOpenDay: (date: Dayjs) => void }) {
  return (
    <WeekList
      {...props}
      entryKey={entryKey}
      renderEntry={(entry) => <EntryLink entry={entry} />}
      renderHeading={(day, label) => (
        <button type="button" onClick={() => onOpenDay(day)} className={headingButton}>
          {label}
        </button>
      )}
    />
  );
}

/** One day's meetings and bookings in time order. */
export function DayView(props: ViewProps) {
  return <DayList {...props} entryKey={entryKey} renderEntry={(entry) => <EntryLink entry={entry} />} />;
}
