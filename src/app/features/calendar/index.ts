/** The fan's calendar of live events and releases, and the calendar feed address. Other features and routes import it only through this file. */
export { calendarEventsQueryOptions } from './api';
export { CalendarPage } from './calendar-page';
export { calendarSearchSchema } from './calendar-search';
