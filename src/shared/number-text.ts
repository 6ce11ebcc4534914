import { parseMajor, type Currency } from './money';

/**
 * Input filtering for numeric text fields (product-spec §5): fields named price or amount
 * accept only digits and a dot; whole-number fields accept digits only.
 *
 * The rule works on an edit (previous value → value the browser produced) rather than on the
 * final string, so a rejected keystroke or paste leaves the rest of the value alone: typing a
 * second dot in "12.5" keeps "12.5" instead of dropping the original dot.
 */
export type NumberRule = 'price' | 'whole';

export interface FilteredEdit {
  value: string;
  /** Where the caret belongs after the edit: just after whatever was kept of the inserted text. */
  caret: number;
}

const NON_DIGITS = /\D/g;

/** Keeps digits, and for prices the first dot. */
export function sanitizeNumberText(text: string, rule: NumberRule, allowDot = true): string {
  if (rule === 'whole' || !allowDot) return text.replace(NON_DIGITS, '');
  const firstDot = text.indexOf('.');
  if (firstDot === -1) return text.replace(NON_DIGITS, '');
  return `${text.slice(0, firstDot).replace(NON_DIGITS, '')}.${text.slice(firstDot + 1).replace(NON_DIGITS, '')}`;
}

/** Whether a whole value already obeys the rule. */
export function isValidNumberText(text: string, rule: NumberRule): boolean {
  return rule === 'whole' ? /^\d*$/.test(text) : /^\d*\.?\d*$/.test(text);
}

/**
 * Filters the text an edit inserted. The inserted segment is what lies between the longest
 * common prefix and suffix of the two values; it is sanitised, and may contribute a dot only
 * when the untouched part of the value has none.
 */
export function filterNumberEdit(previous: string, next: string, rule: NumberRule): FilteredEdit {
  const prefix = commonPrefix(previous, next);
  const suffix = Math.min(commonSuffix(previous, next), Math.min(previous.length, next.length) - prefix);
  if (isValidNumberText(next, rule)) return { value: next, caret: next.length - suffix };

  const before = next.slice(0, prefix);
  const after = next.slice(next.length - suffix);
  const inserted = next.slice(prefix, next.length - suffix);

  const keptHasDot = `${before}${after}`.includes('.');
  const filtered = sanitizeNumberText(inserted, rule, !keptHasDot);
  const value = `${before}${filtered}${after}`;

  // A previous value that was already invalid (e.g. loaded from elsewhere) is cleaned as a whole.
  if (!isValidNumberText(value, rule)) {
    const clean = sanitizeNumberText(value, rule);
    return { value: clean, caret: clean.length };
  }
  return { value, caret: before.length + filtered.length };
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

function commonSuffix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i += 1;
  return i;
}

export type PriceTextProblem = 'format' | 'negative' | 'exponent' | 'separator';
export type PriceReading = { ok: true; text: string } | { ok: false; problem: PriceTextProblem };

/** One comma with one or two digits after it and no dot is a decimal mark ("12,50"); any other comma is not. */
const COMMA_DECIMAL = /^\d+,\d{1,2}$/;
const PLAIN = /^(\d+\.?\d*|\.\d+)$/;

/**
 * Reads a price as people type it in any of our locales (issue 15 item 18): digits with a dot, or a comma as
 * the decimal mark when nothing else can be meant; full-width digits from a Japanese or Chinese input method
 * count as digits. Everything else is refused with its reason, never reinterpreted ("1e3" is not 13).
 */
export function readPriceText(raw: string): PriceReading {
  const text = raw.normalize('NFKC').trim();
  // ".5" and "12." are whole prices to a person; "0.5" and "12" to parseMajor.
  if (PLAIN.test(text)) return { ok: true, text: text.replace(/^\./, '0.').replace(/\.$/, '') };
  if (COMMA_DECIMAL.test(text)) return { ok: true, text: text.replace(',', '.') };
  if (/^[-−]\s*[\d.,]/.test(text)) return { ok: false, problem: 'negative' };
  if (/^[\d.]+e[-+]?\d+$/i.test(text)) return { ok: false, problem: 'exponent' };
  if (/^\d{1,3}([,. ]\d{3})+([.,]\d+)?$/.test(text)) return { ok: false, problem: 'separator' };
  return { ok: false, problem: 'format' };
}

/** A typed price in minor units of the currency, or undefined when it is no price or has too many decimals. */
export function priceTextToMinor(text: string, currency: Currency): number | undefined {
  const reading = readPriceText(text);
  return reading.ok ? parseMajor(reading.text, currency) : undefined;
}
