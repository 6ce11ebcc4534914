/** The fan's calendar of live events and releases, and the calendar feed address. Other features and routes import it only through this file. */
export { calendarEventsQueryOptions } from './api';
export { CalendarPage } from './calendar-page';
export { calendarViews, dayKey, daysBetween, parseDay, requestRange, shiftDate, visibleDays } from './calendar-range';
export type { CalendarView } from './calendar-range';
export { calendarSearchSchema } from './calendar-search';
export { useCalendarFormat } from './use-calendar-format';
