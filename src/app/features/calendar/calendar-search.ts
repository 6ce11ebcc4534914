import * as v from 'valibot';
import { calendarViews } from '@app/ui/calendar/calendar-range';

/** `?view=week` of the calendar pages; month when absent or unknown. */
export const calendarSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(calendarViews)), undefined),
});
