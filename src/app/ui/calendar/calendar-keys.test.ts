import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateForKey } from './calendar-keys';

const day = dayjs('2026-03-11'); // a Wednesday
const key = (view: 'month' | 'week' | 'day', k: string, shift = false) =>
  dateForKey(view, day, k, shift)?.format('YYYY-MM-DD');

describe('dateForKey', () => {
  it('moves by a day sideways and a week vertically in the month grid', () => {
    expect(key('month', 'ArrowLeft')).toBe('2026-03-10');
    expect(key('month', 'ArrowRight')).toBe('2026-03-12');
    expect(key('month', 'ArrowUp')).toBe('2026-03-04');
    expect(key('month', 'ArrowDown')).toBe('2026-03-18');
  });

  it('moves by a day in every direction in the week and day views', () => {
    expect(key('week', 'ArrowUp')).toBe('2026-03-10');
    expect(key('day', 'ArrowDown')).toBe('2026-03-12');
  });

  it('jumps to the edges of the week (the locale starts weeks on Sunday by default)', () => {
    expect(key('month', 'Home')).toBe('2026-03-08');
    expect(key('month', 'End')).toBe('2026-03-14');
  });

  it('pages by a month, or a year with Shift, keeping the day where it exists', () => {
    expect(key('month', 'PageUp')).toBe('2026-02-11');
    expect(key('month', 'PageDown')).toBe('2026-04-11');
    expect(key('month', 'PageDown', true)).toBe('2027-03-11');
    expect(dateForKey('month', dayjs('2026-01-31'), 'PageDown')?.format('YYYY-MM-DD')).toBe('2026-02-28');
  });

  it('ignores other keys', () => {
    expect(dateForKey('month', day, 'Enter')).toBeNull();
    expect(dateForKey('month', day, 'a')).toBeNull();
  });
});
