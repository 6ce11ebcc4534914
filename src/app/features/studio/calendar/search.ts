import * as v from 'valibot';
import { calendarViews } from '@app/ui/calendar/calendar-range';

/** `?view=week&date=2026-03-11` of the creator calendar; month and today when absent or invalid. */
export const creatorCalendarSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(calendarViews)), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});
