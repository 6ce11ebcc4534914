import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { Locale } from '@shared/locales';
import type { CalendarEvent } from '@shared/schemas/search';
import { dayKey } from '@app/ui/calendar/calendar-range';
import { DayList } from '@app/ui/calendar/day-list';
import { MonthGrid } from '@app/ui/calendar/month-grid';
import { useCalendarFormat } from '@app/ui/calendar/use-calendar-format';
import { WeekList } from '@app/ui/calendar/week-list';
import { EventCard } from './event-card';
import { EventChip } from './event-chip';

interface ViewProps {
  date: Dayjs;
  byDay: Map<string, CalendarEvent[]>;
}

const eventKey = (event: CalendarEvent) => event.meeting_id;

interface DayLinkProps {
  day: Dayjs;
  label?: string;
  className?: string;
  children: ReactNode;
}

/** The link from a day of the month to that day's view. */
function DayLink({ day, label, className, children }: DayLinkProps) {
  const { i18n } = useLingui();
  return (
    <Link
      to="/$lang/calendar/$date"
      params={{ lang: i18n.locale as Locale, date: dayKey(day) }}
      search={{ view: 'day' }}
      aria-label={label}
      className={className}
    >
      {children}
    </Link>
  );
}

/** The fan's month: each day's number and "+N more" open the day, each event its class. */
export function FanMonthGrid({ labelledBy, ...props }: ViewProps & { labelledBy: string }) {
  const format = useCalendarFormat();
  return (
    <MonthGrid
      {...props}
      labelledBy={labelledBy}
      entryKey={eventKey}
      renderEntry={(event) => <EventChip event={event} />}
      renderDay={(day, { className }) => (
        <DayLink day={day} label={format.fullDay(day)} className={className}>
          {day.date()}
        </DayLink>
      )}
      renderMore={(hidden, day) => (
        <DayLink day={day}>
          <Trans>+{hidden} more</Trans>
        </DayLink>
      )}
    />
  );
}

export function FanWeekView(props: ViewProps) {
  return <WeekList {...props} entryKey={eventKey} renderEntry={(event) => <EventCard event={event} />} />;
}

export function FanDayView(props: ViewProps) {
  return (
    <DayList {...props} entryKey={eventKey} renderEntry={(event) => <EventCard event={event} headingLevel="h3" />} />
  );
}
