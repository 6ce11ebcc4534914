import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// Local time, so the expectations hold in any time zone.
const afternoon = new Date(2026, 0, 5, 14, 3);
const midnight = new Date(2026, 10, 30, 0, 7);

describe('formatDate', () => {
  it('keeps the spec’s patterns in English', () => {
    expect(formatDate(afternoon, 'date', 'en')).toBe('2026-01-05');
    expect(formatDate(afternoon, 'dateTime', 'en')).toBe('2026-01-05 14:03');
    expect(formatDate(afternoon, 'long', 'en')).toBe('January 5, 2026 | 02:03 PM');
    expect(formatDate(midnight, 'dateTime', 'en')).toBe('2026-11-30 00:07');
    expect(formatDate(midnight, 'long', 'en')).toBe('November 30, 2026 | 12:07 AM');
    expect(formatDate(afternoon, 'yearMonth', 'en')).toBe('2026-01');
    expect(formatDate(afternoon, 'monthDay', 'en')).toBe('01-05');
  });

  it('writes Japanese, Korean and Chinese dates in their own order', () => {
    expect(formatDate(afternoon, 'date', 'ja')).toBe('2026/01/05');
    expect(formatDate(afternoon, 'dateTime', 'ja')).toBe('2026/01/05 14:03');
    expect(formatDate(afternoon, 'long', 'ja')).toBe('2026年1月5日 14:03');
    expect(formatDate(afternoon, 'long', 'zh')).toBe('2026年1月5日 14:03');
    expect(formatDate(afternoon, 'date', 'zh')).toBe('2026年1月5日');
    expect(formatDate(afternoon, 'date', 'ko')).toBe('2026. 1. 5.');
    // The meridiem's spelling (오후 or PM) is the runtime's ICU data's choice; the order is the point.
    expect(formatDate(afternoon, 'long', 'ko')).toMatch(/^2026년 1월 5일 \S+ 2:03$/);
  });

  it('reads ISO strings, bare days as local, timestamps, and a given time zone', () => {
    expect(formatDate('2026-03-01T10:00:00', 'dateTime', 'en')).toBe('2026-03-01 10:00');
    expect(formatDate('2026-03-01', 'date', 'en')).toBe('2026-03-01');
    expect(formatDate(afternoon.getTime(), 'date', 'en')).toBe('2026-01-05');
    expect(formatDate('2026-03-01T23:30:00Z', 'date', 'ja', 'UTC')).toBe('2026/03/01');
    expect(formatDate('2026-03-01T23:30:00Z', 'dateTime', 'en', 'Asia/Tokyo')).toBe('2026-03-02 08:30');
    expect(formatDate('not a date', 'date', 'en')).toBe('');
  });
});
