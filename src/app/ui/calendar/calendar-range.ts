import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@shared/limits';
import type { CalendarEvent } from '@shared/schemas/search';

export const calendarViews = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** `YYYY-MM-DD` of a local day. */
export const dayKey = (day: Dayjs) => day.format(DATE_FORMAT);

/** A real `YYYY-MM-DD` day (not 2025-02-30), read as a local date. */
export function parseDay(text: string): Dayjs | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = dayjs(text, DATE_FORMAT);
  return day.isValid() && dayKey(day) === text ? day : undefined;
}

/**
 * The local days a view shows. A month is drawn as whole weeks (the locale's first weekday), so it
 * spans 4–6 weeks: at most 42 days, within the API's 62 even with the margins below.
 */
export function visibleDays(view: CalendarView, date: Dayjs): { start: Dayjs; end: Dayjs } {
  if (view === 'day') return { start: date.startOf('day'), end: date.startOf('day') };
  if (view === 'week') return { start: date.startOf('week'), end: date.endOf('week').startOf('day') };
  return {
    start: date.startOf('month').startOf('week'),
    end: date.endOf('month').endOf('week').startOf('day'),
  };
}

/**
 * The API counts UTC days; a local day can start or end in the UTC day before or after. One extra
 * day each side covers every time zone, and events are then placed by their local start.
 */
export function requestRange(view: CalendarView, date: Dayjs): { from: string; to: string } {
  const { start, end } = visibleDays(view, date);
  return { from: dayKey(start.subtract(1, 'day')), to: dayKey(end.add(1, 'day')) };
}

/** Every local day from start to end, both included. */
export function daysBetween(start: Dayjs, end: Dayjs): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) days.push(day);
  return days;
}

/** Events by the local day they start on, each day's in start order. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  const sorted = [...events].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const event of sorted) {
    const key = dayKey(dayjs(event.starts_at));
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  return byDay;
}

/** The same view one step earlier or later: a month, a week or a day. */
export function shiftDate(view: CalendarView, date: Dayjs, step: 1 | -1): Dayjs {
  return date.add(step, view);
}
