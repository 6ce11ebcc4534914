import type { Locale } from './locales';

/**
 * Dates as each language writes them, for the app and the server alike. English keeps spec §9's patterns
 * (YYYY-MM-DD, YYYY-MM-DD HH:mm, MMMM D, YYYY | hh:mm A); Japanese, Korean and Chinese use their own
 * order and words through Intl (2026/01/05 14:03, 2026년 1월 5일 오후 2:03, 2026年1月5日 14:03), since the
 * English patterns filled with their month names read as English ("1月 5, 2026 | 02:03 午後").
 */
export type DateStyle = 'date' | 'dateTime' | 'long' | 'yearMonth' | 'monthDay';

const localOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  long: { dateStyle: 'long', timeStyle: 'short' },
  yearMonth: { year: 'numeric', month: 'numeric' },
  monthDay: { month: 'numeric', day: 'numeric' },
};

const numericParts: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const longParts: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
};

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const english: Record<DateStyle, (p: Parts) => string> = {
  date: (p) => `${p.year}-${p.month}-${p.day}`,
  dateTime: (p) => `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`,
  long: (p) => `${p.month} ${p.day}, ${p.year} | ${p.hour}:${p.minute} ${p.dayPeriod}`,
  yearMonth: (p) => `${p.year}-${p.month}`,
  monthDay: (p) => `${p.month}-${p.day}`,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Kept once made: a list page formats a date per row, and making an Intl.DateTimeFormat is the costly part. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${locale}|${JSON.stringify(options)}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** A bare day ("2026-01-05") is that day's local midnight, as dayjs reads it, not UTC's as Date does. */
function toDate(date: string | number | Date): Date {
  if (date instanceof Date) return date;
  const day = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(date);
}

/** `date` in `locale`'s way of writing `style`; in the runtime's time zone unless one is given (e.g. 'UTC'). */
export function formatDate(date: string | number | Date, style: DateStyle, locale: Locale, timeZone?: string): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return '';
  if (locale !== 'en') return formatter(locale, localOptions[style], timeZone).format(value);
  const options = style === 'long' ? longParts : numericParts;
  const parts = Object.fromEntries(
    formatter('en-US', options, timeZone)
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  ) as Parts;
  return english[style](parts);
}
