import type { Dayjs } from 'dayjs';
import type { CalendarView } from './calendar-range';

/**
 * The date a key moves to in the calendar (WAI-ARIA date grid): arrows by a day or a week,
 * Home/End to the week's edges, PageUp/PageDown by a month (with Shift by a year). In the week and
 * day views the arrows move by a day. Null for any other key, which the grid then leaves alone.
 */
export function dateForKey(view: CalendarView, date: Dayjs, key: string, shift = false): Dayjs | null {
  switch (key) {
    case 'ArrowLeft':
      return date.subtract(1, 'day');
    case 'ArrowRight':
      return date.add(1, 'day');
    case 'ArrowUp':
      return view === 'month' ? date.subtract(1, 'week') : date.subtract(1, 'day');
    case 'ArrowDown':
      return view === 'month' ? date.add(1, 'week') : date.add(1, 'day');
    case 'Home':
      return date.startOf('week');
    case 'End':
      return date.endOf('week').startOf('day');
    case 'PageUp':
      return date.subtract(1, shift ? 'year' : 'month');
    case 'PageDown':
      return date.add(1, shift ? 'year' : 'month');
    default:
      return null;
  }
}
