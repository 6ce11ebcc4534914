import * as v from 'valibot';

/** Money is an integer in minor units with its currency; JPY has no minor unit. Never floats. */
export const currencies = ['USD', 'EUR', 'JPY'] as const;
export type Currency = (typeof currencies)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const MoneySchema = v.object({ amount: v.number(), currency: v.picklist(currencies) });
export type Money = v.InferOutput<typeof MoneySchema>;

export const minorUnitDigits: Record<Currency, number> = { USD: 2, EUR: 2, JPY: 0 };
/** Spec §1: JPY is shown as YEN with the ¥ sign. */
export const currencyLabels: Record<Currency, { symbol: string; label: string }> = {
  USD: { symbol: '$', label: 'USD' },
  EUR: { symbol: '€', label: 'EUR' },
  JPY: { symbol: '¥', label: 'YEN' },
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** "12.5" in USD → 1250. Returns undefined for text that is not a plain decimal with the currency's digits. */
export function parseMajor(text: string, currency: Currency): number | undefined {
  const digits = minorUnitDigits[currency];
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`);
  if (!pattern.test(text.trim())) return undefined;
  const [whole = '0', frac = ''] = text.trim().split('.');
  return Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
}

export function toMajorString(money: Money): string {
  const digits = minorUnitDigits[money.currency];
  return digits === 0 ? String(money.amount) : (money.amount / 10 ** digits).toFixed(digits);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The currency format of a locale with the currency's own digits, or Intl's when `digits` is left out. Kept
 * once made: making an Intl.NumberFormat costs far more than using one, and a page of cards shows dozens of prices.
 */
export function currencyFormatter(locale: string, currency: Currency, digits?: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formatters.set(key, format);
  }
  return format;
}

export function formatMoney(money: Money, locale: string): string {
  const digits = minorUnitDigits[money.currency];
  return currencyFormatter(locale, money.currency, digits).format(money.amount / 10 ** digits);
}

/**
 * A price as every page, e-mail and receipt shows it: formatMoney in the reader's locale, with the spec's sign for
 * each currency (§1: JPY is ¥). Intl writes the sign differently per locale (￥ in Japanese, JP¥ and US$ in
 * Korean and Chinese), so the app and the server's pages would otherwise disagree ("US$4.00" beside "$4.00").
 */
export function formatPrice(money: Money, locale: string): string {
  const text = formatMoney(money, locale);
  const intlSign = currencyFormatter(locale, money.currency)
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return intlSign ? text.replace(intlSign, currencyLabels[money.currency].symbol) : text;
}
