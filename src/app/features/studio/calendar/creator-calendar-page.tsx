import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo } from 'react';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { IconButton } from '@app/ui/icon-button';
import { SegmentedControl } from '@app/ui/segmented-control';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import {
  dayKey,
  parseDay,
  requestRange,
  shiftDate,
  visibleDays,
  type CalendarView,
} from '@app/ui/calendar/calendar-range';
import { useCalendarFormat } from '@app/ui/calendar/use-calendar-format';
import { LoadError } from '@app/platform/content-lists/load-error';
import { CreatorAreaLayout } from '../area/creator-area-layout';
import { creatorCalendarQueryOptions } from '../api';
import { localTimeZone } from '../local-time';
import { entriesByDay } from './calendar-entries';
import { DayView, MonthView, WeekView } from './creator-calendar-views';
import { toEntries } from './to-entries';

/** `/creator/calendar`: the creator's class meetings and fans' bookings by month, week or day. */
export function CreatorCalendarPage() {
  const { t } = useLingui();
  const search = useSearch({ from: '/$lang/creator/calendar' });
  const navigate = useNavigate({ from: '/$lang/creator/calendar' });
  const format = useCalendarFormat();
  const titleId = useId();
  const view: CalendarView = search.view ?? 'month';
  const date = (search.date ? parseDay(search.date) : undefined) ?? dayjs().startOf('day');
  const calendar = useQuery(creatorCalendarQueryOptions(requestRange(view, date)));
  const byDay = useMemo(
    () => entriesByDay(calendar.data ? toEntries(calendar.data, { booked: (count) => t`${count} booked` }) : []),
    [calendar.data, t],
  );

  const go = (next: { view?: CalendarView; date?: Dayjs }) =>
    void navigate({
      search: (prev) => {
        const nextView = next.view ?? view;
        const nextDate = next.date ?? date;
        return {
          ...prev,
          view: nextView === 'month' ? undefined : nextView,
          date: nextDate.isSame(dayjs(), 'day') ? undefined : dayKey(nextDate),
        };
      },
      replace: true,
    });

  const { start, end } = visibleDays(view, date);
  const title =
    view === 'month' ? format.month(date) : view === 'week' ? format.dayRange(start, end) : format.fullDay(date);
  const previous = { month: t`Previous month`, week: t`Previous week`, day: t`Previous day` }[view];
  const next = { month: t`Next month`, week: t`Next week`, day: t`Next day` }[view];
  const openDay = (day: Dayjs) => go({ view: 'day', date: day });
  const zone = localTimeZone();

  return (
    <CreatorAreaLayout
      title={t`Calendar`}
      intro={<Trans>Your class meetings and the fans who booked them. Times are in {zone}.</Trans>}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
          <IconButton aria-label={previous} variant="outline" onClick={() => go({ date: shiftDate(view, date, -1) })}>
            <ChevronLeftIcon size={18} />
          </IconButton>
          <Button type="button" variant="outline" size="sm" onClick={() => go({ date: dayjs().startOf('day') })}>
            <Trans>Today</Trans>
          </Button>
          <IconButton aria-label={next} variant="outline" onClick={() => go({ date: shiftDate(view, date, 1) })}>
            <ChevronRightIcon size={18} />
          </IconButton>
          <h2 id={titleId} aria-live="polite" className={css({ textStyle: 'heading.md', ml: '1' })}>
            {title}
          </h2>
        </div>
        <SegmentedControl<CalendarView>
          label={t`Calendar view`}
          value={view}
          onValueChange={(nextView) => go({ view: nextView })}
          items={[
            { value: 'month', label: t`Month` },
            { value: 'week', label: t`Week` },
            { value: 'day', label: t`Day` },
          ]}
        />
      </div>
      {view === 'month' ? (
        <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Trans>Use the arrow keys to move between days and Enter to open one.</Trans>
        </p>
      ) : null}
      <LoadingRegion loading={calendar.isPending} label={t`Loading the calendar`}>
        {calendar.isError ? (
          <LoadError
            title={t`The calendar could not be loaded`}
            onRetry={() => void calendar.refetch()}
            retrying={calendar.isRefetching}
          />
        ) : calendar.isPending ? (
          <Skeleton height="28rem" />
        ) : view === 'month' ? (
          <MonthView
            date={date}
            byDay={byDay}
            labelledBy={titleId}
            onDateChange={(day) => go({ date: day })}
            onOpenDay={openDay}
          />
        ) : view === 'week' ? (
          <WeekView date={date} byDay={byDay} onOpenDay={openDay} />
        ) : (
          <DayView date={date} byDay={byDay} />
        )}
      </LoadingRegion>
    </CreatorAreaLayout>
  );
}
