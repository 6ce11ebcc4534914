import { createFileRoute } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { calendarEventsQueryOptions } from '@app/features/calendar';
import { CalendarPage } from '@app/features/calendar';
import { requestRange } from '@app/ui/calendar/calendar-range';

export const Route = createFileRoute('/$lang/calendar/')({
  loaderDeps: ({ search: { view = 'month' } }) => ({ view }),
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(calendarEventsQueryOptions(requestRange(deps.view, dayjs().startOf('day')))),
  component: function CalendarTodayRoute() {
    const { view = 'month' } = Route.useSearch();
    return <CalendarPage view={view} />;
  },
});
