import { createFileRoute, notFound } from '@tanstack/react-router';
import { calendarEventsQueryOptions } from '@app/features/calendar';
import { CalendarPage } from '@app/features/calendar';
import { parseDay, requestRange } from '@app/ui/calendar/calendar-range';

/** `/calendar/2026-11-22?view=week`: the period around that day; a date that does not exist is a 404. */
export const Route = createFileRoute('/$lang/calendar/$date')({
  params: {
    parse: ({ date }) => {
      if (!parseDay(date)) throw notFound();
      return { date };
    },
  },
  loaderDeps: ({ search: { view = 'month' } }) => ({ view }),
  loader: ({ context, params, deps }) => {
    const day = parseDay(params.date);
    if (day) void context.queryClient.prefetchQuery(calendarEventsQueryOptions(requestRange(deps.view, day)));
  },
  component: function CalendarDateRoute() {
    const { date } = Route.useParams();
    const { view = 'month' } = Route.useSearch();
    return <CalendarPage dateText={date} view={view} />;
  },
});
