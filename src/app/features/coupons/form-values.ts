import * as v from 'valibot';
import type { CouponDiscountType } from '@shared/coupon-rules';
import { isCurrency, toMajorString, type Currency } from '@shared/money';
import { priceTextToMinor } from '@shared/number-text';
import { CreatorCouponSchema, type Coupon, type CouponInput } from '@shared/schemas/coupons';

/**
 * The coupon form holds text as typed; these turn it into the API's request (amounts in minor units, whole
 * days in the person's time zone) and back, and check it with the API's own schema.
 */
export interface CouponFormValues {
  code: string;
  discount_type: CouponDiscountType;
  /** Percent as digits, or an amount in major units ("12.50"). */
  value: string;
  currency: Currency | '';
  scope: 'item' | 'catalogue';
  content_id: string;
  /** YYYY-MM-DD: valid from the start of this day… */
  starts_on: string;
  /** …until the end of this day (inclusive). */
  ends_on: string;
  usage_limit: string;
  per_fan_limit: string;
}

export const emptyCouponForm: CouponFormValues = {
  code: '',
  discount_type: 'percent',
  value: '',
  currency: '',
  scope: 'catalogue',
  content_id: '',
  starts_on: '',
  ends_on: '',
  usage_limit: '',
  per_fan_limit: '1',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a YYYY-MM-DD day, `plusDays` later; the original text when it is not a real day. */
function dayStart(text: string, plusDays = 0): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const m = DAY.exec(trimmed);
  if (!m) return trimmed;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const day = new Date(y, mo, d);
  if (day.getFullYear() !== y || day.getMonth() !== mo || day.getDate() !== d) return trimmed;
  const date = new Date(y, mo, d + plusDays);
  return date.toISOString();
}

function dayOf(iso: string | null, minusDays = 0): string {
  if (!iso) return '';
  const d = new Date(iso);
  d.setDate(d.getDate() - minusDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const whole = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export function toCouponInput(f: CouponFormValues): CouponInput {
  const currency = isCurrency(f.currency) ? f.currency : null;
  const value =
    f.discount_type === 'percent'
      ? Number(f.value.trim() || Number.NaN)
      : currency
        ? (priceTextToMinor(f.value, currency) ?? Number.NaN)
        : Number.NaN;
  return {
    code: f.code,
    discount_type: f.discount_type,
    value,
    currency: f.discount_type === 'fixed' ? currency : null,
    scope: f.scope,
    content_id: f.scope === 'item' && f.content_id ? Number(f.content_id) : null,
    starts_at: dayStart(f.starts_on),
    ends_at: dayStart(f.ends_on, 1),
    usage_limit: whole(f.usage_limit),
    per_fan_limit: whole(f.per_fan_limit),
  };
}

export function toCouponForm(c: Coupon): CouponFormValues {
  return {
    code: c.code,
    discount_type: c.discount_type,
    value:
      c.discount_type === 'fixed' && c.currency
        ? toMajorString({ amount: c.value, currency: c.currency })
        : String(c.value),
    currency: c.currency ?? '',
    scope: c.scope === 'item' ? 'item' : 'catalogue',
    content_id: c.content_id ? String(c.content_id) : '',
    starts_on: dayOf(c.starts_at),
    ends_on: dayOf(c.ends_at, 1),
    usage_limit: c.usage_limit === null ? '' : String(c.usage_limit),
    per_fan_limit: c.per_fan_limit === null ? '' : String(c.per_fan_limit),
  };
}

/** Where each request field's message shows in the form (dates are typed as days). */
export const formField: Record<string, keyof CouponFormValues> = { starts_at: 'starts_on', ends_at: 'ends_on' };

/** The API's schema run on the form: the first message per form field, or null when it would be accepted. */
export function couponFormErrors(f: CouponFormValues): Partial<Record<keyof CouponFormValues, string>> | null {
  const result = v.safeParse(CreatorCouponSchema, toCouponInput(f));
  if (result.success) return null;
  const errors: Partial<Record<keyof CouponFormValues, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (!key) continue;
    const field = formField[key] ?? (key as keyof CouponFormValues);
    errors[field] ??= issue.message;
  }
  return errors;
}
