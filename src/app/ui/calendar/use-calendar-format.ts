import { useLingui } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';

/** Dates and times as the viewer's language writes them (Intl), in local time. */
export function useCalendarFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
    const month = make({ year: 'numeric', month: 'long' });
    const fullDay = make({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    const shortDay = make({ weekday: 'short', month: 'short', day: 'numeric' });
    const weekdayShort = make({ weekday: 'short' });
    const weekdayLong = make({ weekday: 'long' });
    const time = make({ hour: 'numeric', minute: '2-digit' });
    const range = make({ month: 'short', day: 'numeric' });
    return {
      month: (day: Dayjs) => month.format(day.toDate()),
      fullDay: (day: Dayjs) => fullDay.format(day.toDate()),
      shortDay: (day: Dayjs) => shortDay.format(day.toDate()),
      weekdayShort: (day: Dayjs) => weekdayShort.format(day.toDate()),
      weekdayLong: (day: Dayjs) => weekdayLong.format(day.toDate()),
      time: (iso: string) => time.format(new Date(iso)),
      dayRange: (start: Dayjs, end: Dayjs) => range.formatRange(start.toDate(), end.toDate()),
    };
  }, [locale]);
}
