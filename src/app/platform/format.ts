import dayjs from 'dayjs';
import { formatDate as formatDateIn, type DateStyle } from '@shared/dates';
import type { Locale } from '@shared/locales';

export { formatPrice } from '@shared/money';
export type { DateStyle };

/** dayjs names Simplified Chinese `zh-cn`; the others match our codes. */
const dayjsLocales: Record<Locale, string> = { en: 'en', ja: 'ja', ko: 'ko', zh: 'zh-cn' };

/** dayjs's data for the other locales (calendar month names, week start) loads with the catalog, the active one only. */
const dayjsLocaleData: Record<Locale, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  zh: () => import('dayjs/locale/zh-cn'),
};

export const loadDayjsLocale = (locale: Locale): Promise<unknown> => dayjsLocaleData[locale]();

let activeLocale: Locale = 'en';

/** Makes `locale` (loaded by `loadDayjsLocale`) the default of every later `dayjs()` and `formatDate` call; `activateLocale` calls it. */
export function setDayjsLocale(locale: Locale): void {
  activeLocale = locale;
  dayjs.locale(dayjsLocales[locale]);
}

/** A date as the given locale, or else the active one, writes it (@shared/dates); local time. */
export function formatDate(date: string | number | Date, style: DateStyle, locale?: Locale): string {
  return formatDateIn(date, style, locale ?? activeLocale);
}

/** Player time as m:ss (minutes are not wrapped into hours: 62:05). */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Time left with a leading minus (spec §2). Rounded up, so elapsed plus remaining always shows
 * the whole duration and "-0:00" appears only at the very end.
 */
export function formatRemaining(seconds: number): string {
  return `-${formatDuration(Number.isFinite(seconds) ? Math.ceil(seconds) : 0)}`;
}
