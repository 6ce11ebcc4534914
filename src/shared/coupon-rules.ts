import type { Currency, Money } from './money';

/**
 * The coupon rules, once, for the API and the forms: what a coupon may look like and what it takes off a price.
 * Amounts are integer minor units of their currency (JPY has none, so a JPY amount is whole yen).
 */
export const couponDiscountTypes = ['percent', 'fixed'] as const;
export type CouponDiscountType = (typeof couponDiscountTypes)[number];

/** `item`: one content item; `catalogue`: every item of the coupon's creator; `all`: everything (admins only). */
export const couponScopes = ['item', 'catalogue', 'all'] as const;
export type CouponScope = (typeof couponScopes)[number];
/** The scopes a creator may choose; `all` is for site-wide coupons made by an admin. */
export const creatorCouponScopes = ['item', 'catalogue'] as const satisfies readonly CouponScope[];

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 32;
/** Letters, digits, dash and underscore: easy to read out and to type on a phone. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;
/** Far above any price, so a typo cannot overflow the database's integer. */
export const COUPON_AMOUNT_MAX = 100_000_000;
export const COUPON_LIMIT_MAX = 1_000_000;

/** Codes are unique and matched without regard to case; stored and shown upper-case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponTerms {
  discountType: CouponDiscountType;
  /** Percentage 1–100, or an amount in minor units of `currency`. */
  value: number;
  currency: Currency | null;
}

/**
 * What the coupon takes off `price`: a percentage rounds down to the currency's smallest unit (the buyer
 * never pays a fraction of a cent or yen), a fixed amount is capped at the price, so a total is never below 0.
 * A fixed amount in another currency takes nothing off (the caller refuses it as "not for this item").
 */
export function couponDiscount(terms: CouponTerms, price: Money): Money {
  if (price.amount <= 0) return { amount: 0, currency: price.currency };
  if (terms.discountType === 'percent') {
    const pct = Math.min(Math.max(terms.value, 0), 100);
    return { amount: Math.floor((price.amount * pct) / 100), currency: price.currency };
  }
  if (terms.currency !== price.currency) return { amount: 0, currency: price.currency };
  return { amount: Math.min(terms.value, price.amount), currency: price.currency };
}

export function priceAfter(price: Money, discount: Money): Money {
  return { amount: Math.max(0, price.amount - discount.amount), currency: price.currency };
}

/** Why a coupon cannot be used right now, in the order a person can act on it. */
export type CouponRefusal = 'notStarted' | 'expired' | 'usedUp' | 'alreadyUsed';

export interface CouponUsage {
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perFanLimit: number | null;
  usedCount: number;
  usedByFan: number;
}

export function couponRefusal(u: CouponUsage, now: Date): CouponRefusal | null {
  if (u.startsAt && now < u.startsAt) return 'notStarted';
  if (u.endsAt && now >= u.endsAt) return 'expired';
  if (u.usageLimit !== null && u.usedCount >= u.usageLimit) return 'usedUp';
  if (u.perFanLimit !== null && u.usedByFan >= u.perFanLimit) return 'alreadyUsed';
  return null;
}
