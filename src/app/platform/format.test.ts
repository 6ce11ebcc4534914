import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatPrice, formatRemaining, loadDayjsLocale, setDayjsLocale } from './format';

// Local time, so the expectations hold in any time zone.
const afternoon = new Date(2026, 0, 5, 14, 3);

afterEach(() => setDayjsLocale('en'));

describe('loadDayjsLocale', () => {
  it("brings in a locale's dayjs data only when that locale is activated", async () => {
    expect(dayjs.Ls.ja).toBeUndefined();
    await loadDayjsLocale('ja');
    setDayjsLocale('ja');
    expect(dayjs.locale()).toBe('ja');
  });
});

describe('formatDate', () => {
  it('uses the spec’s three formats', () => {
    expect(formatDate(afternoon, 'date')).toBe('2026-01-05');
    expect(formatDate(afternoon, 'dateTime')).toBe('2026-01-05 14:03');
    expect(formatDate(afternoon, 'long', 'en')).toBe('January 5, 2026 | 02:03 PM');
  });

  it('writes Japanese, Korean and Chinese dates in their own order, in the locale given or active', () => {
    expect(formatDate(afternoon, 'long', 'ja')).toBe('2026年1月5日 14:03');
    expect(formatDate(afternoon, 'dateTime', 'ja')).toBe('2026/01/05 14:03');
    expect(formatDate(afternoon, 'long', 'ko')).toMatch(/^2026년 1월 5일 \S+ 2:03$/);
    setDayjsLocale('zh');
    expect(formatDate(afternoon, 'long')).toBe('2026年1月5日 14:03');
    expect(formatDate(afternoon, 'date')).toBe('2026年1月5日');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate('2026-03-01T10:00:00', 'dateTime')).toBe('2026-03-01 10:00');
    expect(formatDate(afternoon.getTime(), 'date')).toBe('2026-01-05');
  });
});

describe('formatPrice', () => {
  it.each([
    ['en', { amount: 1500, currency: 'JPY' }, '¥1,500'],
    ['ja', { amount: 1500, currency: 'JPY' }, '¥1,500'],
    ['ko', { amount: 1500, currency: 'JPY' }, '¥1,500'],
    ['zh', { amount: 1500, currency: 'JPY' }, '¥1,500'],
    ['en', { amount: 1250, currency: 'USD' }, '$12.50'],
    ['ko', { amount: 1250, currency: 'USD' }, '$12.50'],
    ['ja', { amount: 999, currency: 'EUR' }, '€9.99'],
    ['zh', { amount: 400, currency: 'USD' }, '$4.00'],
  ] as const)('%s %o → %s', (locale, money, expected) => {
    expect(formatPrice(money, locale)).toBe(expected);
  });
});

describe('player times', () => {
  it('formats elapsed time as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5.9)).toBe('0:05');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('62:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('formats remaining time with a leading minus, rounded up', () => {
    expect(formatRemaining(75)).toBe('-1:15');
    expect(formatRemaining(74.2)).toBe('-1:15');
    expect(formatRemaining(0)).toBe('-0:00');
    expect(formatRemaining(Number.POSITIVE_INFINITY)).toBe('-0:00');
  });
});
