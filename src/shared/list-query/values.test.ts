import { describe, expect, it } from 'vitest';
import { formatValue, parseDate, parseValue } from './values';

describe('parseValue', () => {
  it.each(['0', '-7', '3.25', '1e+21', '5e-324'])('reads the number %s', (raw) => {
    expect(parseValue(raw, 'number')).toEqual({ ok: true, value: Number(raw) });
  });

  it.each(['', ' 1', '0x10', 'Infinity', 'NaN', '1,5', '.5', '1e999'])('refuses %o as a number', (raw) => {
    expect(parseValue(raw, 'number')).toEqual({ ok: false, message: 'notNumber' });
  });

  it('keeps strings exactly, empty included', () => {
    expect(parseValue('', 'string')).toEqual({ ok: true, value: '' });
    expect(parseValue(" 北京 ' OR 1=1 --", 'string')).toEqual({ ok: true, value: " 北京 ' OR 1=1 --" });
  });

  it('reads booleans as true/false or 1/0 only', () => {
    expect(parseValue('1', 'boolean')).toEqual({ ok: true, value: true });
    expect(parseValue('false', 'boolean')).toEqual({ ok: true, value: false });
    expect(parseValue('TRUE', 'boolean')).toEqual({ ok: false, message: 'notBoolean' });
  });
});

describe('parseDate', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2024-02-29 13:05', '2024-02-29T13:05:00.000Z'],
    ['2024-02-29T13:05:07.123456Z', '2024-02-29T13:05:07.123Z'],
    ['2024-03-01T08:00:00+09:00', '2024-02-29T23:00:00.000Z'],
    ['2024-02-29T20:00:00-0530', '2024-03-01T01:30:00.000Z'],
    ['0050-06-01', '0050-06-01T00:00:00.000Z'],
  ])('reads %s', (raw, iso) => {
    expect(parseDate(raw)?.toISOString()).toBe(iso);
  });

  it.each([
    '2023-02-29',
    '2024-13-01',
    '2024-01-01T24:00',
    '2024-01-01T10:60',
    '2024-01-01T10:00+15:00',
    '20240101',
    'soon',
    // PostgreSQL has no year 0 in ISO notation: such a value failed the query (a 500).
    '0000-01-01',
    '0001-01-01T00:30+01:00',
  ])('refuses %s', (raw) => {
    expect(parseDate(raw)).toBeUndefined();
  });

  it('moves a date-only value to the end of its day when asked, and leaves a time alone', () => {
    expect(parseDate('2024-12-31', true)?.toISOString()).toBe('2024-12-31T23:59:59.999Z');
    expect(parseDate('2024-12-31T10:00Z', true)?.toISOString()).toBe('2024-12-31T10:00:00.000Z');
  });
});

describe('formatValue', () => {
  it('writes the text parseValue reads back', () => {
    const at = new Date('2024-05-05T05:05:05.005Z');
    expect(formatValue(at)).toBe('2024-05-05T05:05:05.005Z');
    expect(parseValue(formatValue(at), 'date')).toEqual({ ok: true, value: at });
    expect(formatValue(false)).toBe('false');
    expect(formatValue(12.5)).toBe('12.5');
  });
});
