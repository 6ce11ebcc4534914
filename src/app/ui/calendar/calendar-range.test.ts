import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@shared/schemas/search';
import { daysBetween, eventsByDay, parseDay, requestRange, shiftDate, visibleDays } from './calendar-range';

const day = (text: string) => dayjs(text, 'YYYY-MM-DD');
const event = (id: number, startsAt: string) => ({ meeting_id: id, starts_at: startsAt }) as CalendarEvent;

afterEach(() => {
  dayjs.locale('en');
});

describe('parseDay', () => {
  it('reads a real day and refuses the rest', () => {
    expect(parseDay('2026-03-01')?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('2026-3-1')).toBeUndefined();
    expect(parseDay('tomorrow')).toBeUndefined();
  });
});

describe('visibleDays', () => {
  it('draws a month as whole weeks starting on Sunday in English', () => {
    const { start, end } = visibleDays('month', day('2026-11-22'));
    expect(start.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(end.format('YYYY-MM-DD')).toBe('2026-12-05');
    expect(daysBetween(start, end)).toHaveLength(35);
  });

  it('starts the week on Monday where the locale does', async () => {
    await import('dayjs/locale/zh-cn');
    dayjs.locale('zh-cn');
    expect(visibleDays('week', day('2026-11-22')).start.format('YYYY-MM-DD')).toBe('2026-11-16');
  });

  it('shows one day in the day view', () => {
    const { start, end } = visibleDays('day', day('2026-11-22'));
    expect([start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')]).toEqual(['2026-11-22', '2026-11-22']);
  });
});

describe('requestRange', () => {
  it('asks for one more day on each side, within the API limit of 62 days', () => {
    const { from, to } = requestRange('month', day('2026-11-22'));
    expect({ from, to }).toEqual({ from: '2026-10-31', to: '2026-12-06' });
    expect(dayjs(to).diff(dayjs(from), 'day') + 1).toBeLessThanOrEqual(62);
  });
});

describe('eventsByDay', () => {
  it('groups events by their local start day, in time order', () => {
    const first = dayjs('2026-11-22T09:00').toISOString();
    const later = dayjs('2026-11-22T18:30').toISOString();
    const next = dayjs('2026-11-23T08:00').toISOString();
    const groups = eventsByDay([event(2, later), event(3, next), event(1, first)]);
    expect(groups.get('2026-11-22')?.map((item) => item.meeting_id)).toEqual([1, 2]);
    expect(groups.get('2026-11-23')?.map((item) => item.meeting_id)).toEqual([3]);
  });
});

describe('shiftDate', () => {
  it('moves by the view', () => {
    expect(shiftDate('month', day('2026-01-31'), 1).format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(shiftDate('week', day('2026-11-22'), -1).format('YYYY-MM-DD')).toBe('2026-11-15');
    expect(shiftDate('day', day('2026-12-31'), 1).format('YYYY-MM-DD')).toBe('2027-01-01');
  });
});
