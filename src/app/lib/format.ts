import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-cn';
import { DATE_FORMAT, DATE_TIME_FORMAT, LONG_DATE_TIME_FORMAT } from '@shared/limits';
import type { Locale } from '@shared/locales';
import { currencyFormatter, currencyLabels, formatMoney, type Money } from '@shared/money';

/** dayjs names Simplified Chinese `zh-cn`; the others match our codes. */
const dayjsLocales: Record<Locale, string> = { en: 'en', ja: 'ja', ko: 'ko', zh: 'zh-cn' };

/** Makes `locale` the default of every later `dayjs()` call; `activateLocale` calls it. */
export function setDayjsLocale(locale: Locale): void {
  dayjs.locale(dayjsLocales[locale]);
}

export type DateStyle = 'date' | 'dateTime' | 'long';
const dateFormats: Record<DateStyle, string> = {
  date: DATE_FORMAT,
  dateTime: DATE_TIME_FORMAT,
  long: LONG_DATE_TIME_FORMAT,
};

/** Spec §9's formats, in the given locale or else the active one; local time. */
export function formatDate(date: string | number | Date, style: DateStyle, locale?: Locale): string {
  const value = dayjs(date);
  return (locale ? value.locale(dayjsLocales[locale]) : value).format(dateFormats[style]);
}

/**
 * formatMoney in the viewer's locale, with the spec's sign for each currency (§1: JPY is ¥).
 * Intl writes the sign differently per locale (￥ in Japanese, JP¥ and US$ in Korean and Chinese).
 */
export function formatPrice(money: Money, locale: Locale): string {
  const text = formatMoney(money, locale);
  const intlSign = currencyFormatter(locale, money.currency)
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return intlSign ? text.replace(intlSign, currencyLabels[money.currency].symbol) : text;
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
