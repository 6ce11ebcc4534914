import dayjs from 'dayjs';
import type { ContentType } from '@shared/codes';
import { dayKey } from '@app/ui/calendar/calendar-range';

/** One thing on the creator's calendar: a meeting of their class, or a fan's booking of one. */
export interface CreatorCalendarEntry {
  key: string;
  contentId: number;
  title: string;
  type: ContentType;
  startsAt: string;
  endsAt: string;
  kind: 'meeting' | 'booking';
  /** Bookings: the fan's name; meetings: how many booked, when known. */
  detail: string | null;
}

/** Entries by the local day they start on, each day's in start order. */
export function entriesByDay(entries: readonly CreatorCalendarEntry[]): Map<string, CreatorCalendarEntry[]> {
  const byDay = new Map<string, CreatorCalendarEntry[]>();
  const sorted = [...entries].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const entry of sorted) {
    const key = dayKey(dayjs(entry.startsAt));
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  }
  return byDay;
}
