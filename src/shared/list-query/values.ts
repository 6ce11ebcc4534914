import type { FieldType, FilterScalar } from './types';
import type { ListQueryMessage } from './messages';

export type ValueResult = { ok: true; value: FilterScalar } | { ok: false; message: ListQueryMessage };

/** Decimal notation, with an exponent because `String(n)` writes one for very large or small numbers; hex, `Infinity` and blanks are refused. */
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
/** `YYYY-MM-DD`, optionally with a time (`T` or a space) and an offset; no offset means UTC. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Converts one raw value to its field's type. `endOfDay` makes a date-only value mean the last
 * millisecond of that day, so an inclusive `to` bound covers the whole day it names.
 */
export function parseValue(raw: string, type: FieldType, endOfDay = false): ValueResult {
  switch (type) {
    case 'string':
      return { ok: true, value: raw };
    case 'number':
      return NUMBER.test(raw) && Number.isFinite(Number(raw))
        ? { ok: true, value: Number(raw) }
        : { ok: false, message: 'notNumber' };
    case 'boolean':
      if (raw === 'true' || raw === '1') return { ok: true, value: true };
      if (raw === 'false' || raw === '0') return { ok: true, value: false };
      return { ok: false, message: 'notBoolean' };
    case 'date': {
      const date = parseDate(raw, endOfDay);
      return date ? { ok: true, value: date } : { ok: false, message: 'notDate' };
    }
  }
}

export function parseDate(raw: string, endOfDay = false): Date | undefined {
  const m = DATE.exec(raw);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', offset] = m;
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const check = new Date(0);
  const day = check.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  // It rolls 2024-02-30 over to March; a day that does not survive the round trip is invalid.
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d)
  ) {
    return undefined;
  }
  const shift = offsetMinutes(offset);
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || shift === undefined) return undefined;
  if (m[4] === undefined) return inPostgresRange(new Date(endOfDay ? day + DAY_MS - 1 : day));
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const time = day + ((Number(h) * 60 + Number(mi)) * 60 + Number(s)) * 1000 + ms;
  return inPostgresRange(new Date(time - shift * 60_000));
}

/** ISO year 0 (1 BC) is out of range for PostgreSQL's ISO date input, so a query with it would fail. */
function inPostgresRange(date: Date): Date | undefined {
  return date.getUTCFullYear() >= 1 ? date : undefined;
}

/** Minutes east of UTC; undefined for an offset no time zone has (past ±14:00). */
function offsetMinutes(offset: string | undefined): number | undefined {
  if (!offset || offset === 'Z') return 0;
  const digits = offset.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 14 || minutes > 59) return undefined;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** The builder's side: the one text form per value that `parseValue` reads back to the same value. */
export function formatValue(value: FilterScalar): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
