import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { classTypes } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { calendarEventsQueryOptions } from './api';
import { CalendarLegend } from './calendar-legend';
import { eventsByDay, parseDay, requestRange, type CalendarView } from '@app/ui/calendar/calendar-range';
import { CalendarToolbar } from './calendar-toolbar';
import { FanDayView, FanMonthGrid, FanWeekView } from './fan-calendar-views';
import { FeedUrlPanel } from './feed-url-panel';

interface CalendarPageProps {
  /** `YYYY-MM-DD` from the address; today when absent. */
  dateText?: string;
  view: CalendarView;
}

/** `/calendar` and `/calendar/$date`: the fan's booked classes and followed creators' classes. */
export function CalendarPage({ dateText, view }: CalendarPageProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const titleId = useId();
  const date = (dateText ? parseDay(dateText) : undefined) ?? dayjs().startOf('day');
  const events = useQuery(calendarEventsQueryOptions(requestRange(view, date)));
  const byDay = useMemo(() => eventsByDay(events.data ?? []), [events.data]);
  usePageTitle(t`Calendar`);

  const body = events.isError ? (
    <LoadError
      title={t`The calendar could not be loaded`}
      onRetry={() => void events.refetch()}
      retrying={events.isRefetching}
    />
  ) : events.isPending ? (
    <Skeleton height="28rem" />
  ) : view === 'month' ? (
    <FanMonthGrid date={date} byDay={byDay} labelledBy={titleId} />
  ) : view === 'week' ? (
    <FanWeekView date={date} byDay={byDay} />
  ) : (
    <FanDayView date={date} byDay={byDay} />
  );

  return (
    <PageContainer width="wide">
      <div className={css({ display: 'grid', gap: '6', py: { base: '6', sm: '10' } })}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <h1 className={css({ textStyle: 'heading.xl' })}>
            <Trans>Calendar</Trans>
          </h1>
          <p className={css({ color: 'fg.muted', maxWidth: '40rem' })}>
            <Trans>Classes you booked and upcoming classes of creators you follow, in your local time.</Trans>
          </p>
        </div>
        <CalendarToolbar view={view} date={date} titleId={titleId} />
        <CalendarLegend />
        <LoadingRegion loading={events.isPending} label={t`Loading the calendar`}>
          {body}
        </LoadingRegion>
        {events.data?.length === 0 ? (
          <EmptyState
            headingLevel="h2"
            title={t`No classes in this period`}
            description={t`Book a class or follow creators to see their classes here.`}
            action={
              <Link
                to="/$lang/search"
                params={{ lang }}
                search={{ type: [...classTypes] }}
                className={buttonStyles({})}
              >
                <Trans>Find classes</Trans>
              </Link>
            }
          />
        ) : null}
        <FeedUrlPanel />
      </div>
    </PageContainer>
  );
}
