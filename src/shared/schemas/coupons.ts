import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { DATE_TEXT_MAX } from '../limits';
import {
  COUPON_AMOUNT_MAX,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_PATTERN,
  COUPON_LIMIT_MAX,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  couponDiscountTypes,
  couponScopes,
  creatorCouponScopes,
  normalizeCouponCode,
  type CouponScope,
} from '../coupon-rules';
import { defineListResource } from '../list-query';
import { currencies, type Money, MoneySchema } from '../money';
import { AuthMessages } from './auth';

/**
 * Coupons: the request shapes of /api/validate-coupon, /api/apply-coupon and the creator's /api/coupons CRUD,
 * and what they answer. The coupon form validates with these same schemas before it sends.
 */
export const CouponDescriptors = defineMessages({
  codeFormat: /*i18n*/ {
    id: 'coupons.code-format',
    message: 'The code must be {min} to {max} letters, digits, dashes or underscores.',
    values: { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX },
  },
  unknown: /*i18n*/ { id: 'coupons.unknown', message: 'This coupon code does not exist.' },
  expired: /*i18n*/ { id: 'coupons.expired', message: 'This coupon has expired.' },
  notStarted: /*i18n*/ { id: 'coupons.not-started', message: 'This coupon is not valid yet.' },
  usedUp: /*i18n*/ { id: 'coupons.used-up', message: 'This coupon has been used up.' },
  alreadyUsed: /*i18n*/ { id: 'coupons.already-used', message: 'You have already used this coupon.' },
  notForItem: /*i18n*/ { id: 'coupons.not-for-item', message: 'This coupon is not for this item.' },
  usedUpAtPayment: /*i18n*/ {
    id: 'coupons.used-up-at-payment',
    message: 'This coupon was used up while you were paying, so nothing was charged. Without it the price is {price}.',
  },
  alreadyUsedAtPayment: /*i18n*/ {
    id: 'coupons.already-used-at-payment',
    message:
      'You used this coupon on another payment meanwhile, so nothing was charged here. Without it the price is {price}.',
  },
  codeTaken: /*i18n*/ { id: 'coupons.code-taken', message: 'This coupon code is already in use.' },
  contentInvalid: /*i18n*/ { id: 'coupons.content-invalid', message: 'The content id must be a whole number.' },
  contentRequired: /*i18n*/ { id: 'coupons.content-required', message: 'Choose the item this coupon is for.' },
  contentNotYours: /*i18n*/ { id: 'coupons.content-not-yours', message: 'Choose one of your own paid items.' },
  typeInvalid: /*i18n*/ { id: 'coupons.type-invalid', message: 'The discount type must be percent or fixed.' },
  percentRange: /*i18n*/ {
    id: 'coupons.percent-range',
    message: 'A percentage must be a whole number from {min} to {max}.',
    values: { min: COUPON_PERCENT_MIN, max: COUPON_PERCENT_MAX },
  },
  amountRange: /*i18n*/ { id: 'coupons.amount-range', message: 'The amount must be more than 0.' },
  currencyRequired: /*i18n*/ { id: 'coupons.currency-required', message: 'Choose the currency of the amount.' },
  currencyInvalid: /*i18n*/ { id: 'coupons.currency-invalid', message: 'The currency must be USD, EUR or JPY.' },
  currencyNotItems: /*i18n*/ {
    id: 'coupons.currency-not-items',
    message: "A fixed amount must be in the item's currency.",
  },
  scopeInvalid: /*i18n*/ {
    id: 'coupons.scope-invalid',
    message: 'The coupon must be for one item or your whole catalogue.',
  },
  dateInvalid: /*i18n*/ { id: 'coupons.date-invalid', message: 'Enter a valid date and time.' },
  endsBeforeStart: /*i18n*/ { id: 'coupons.ends-before-start', message: 'The end must be after the start.' },
  limitRange: /*i18n*/ {
    id: 'coupons.limit-range',
    message: 'A limit must be a whole number from 1 to {max}, or empty for no limit.',
    values: { max: COUPON_LIMIT_MAX },
  },
});
export const CouponMessages = englishTexts(CouponDescriptors);

const M = CouponMessages;
const required = AuthMessages.required;

export const couponCodeSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.regex(COUPON_CODE_PATTERN, M.codeFormat),
  v.minLength(COUPON_CODE_MIN, M.codeFormat),
  v.maxLength(COUPON_CODE_MAX, M.codeFormat),
  v.transform(normalizeCouponCode),
);

const contentId = recordId(M.contentInvalid);

/** POST /api/validate-coupon: without `content_id` it says what the code applies to; with it, the discount there. */
export const ValidateCouponSchema = v.object(
  { code: couponCodeSchema, content_id: v.optional(v.nullable(contentId)) },
  required,
);
export type ValidateCouponInput = v.InferInput<typeof ValidateCouponSchema>;

/** POST /api/apply-coupon: the price quote for one item with this code. */
export const ApplyCouponSchema = v.object({ code: couponCodeSchema, content_id: contentId }, required);
export type ApplyCouponInput = v.InferInput<typeof ApplyCouponSchema>;

const limit = v.nullable(
  v.pipe(
    v.number(M.limitRange),
    v.integer(M.limitRange),
    v.minValue(1, M.limitRange),
    v.maxValue(COUPON_LIMIT_MAX, M.limitRange),
  ),
);
/** ISO 8601 date-time (or null for "no bound"); kept as text, read as a Date by the server. */
const when = v.nullable(
  v.pipe(
    v.string(M.dateInvalid),
    v.maxLength(DATE_TEXT_MAX, M.dateInvalid),
    v.check((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), M.dateInvalid),
  ),
);

function couponSchema<S extends readonly CouponScope[]>(scopes: S) {
  return v.pipe(
    v.object(
      {
        code: couponCodeSchema,
        discount_type: v.picklist(couponDiscountTypes, M.typeInvalid),
        /** Percent 1–100, or an amount in minor units of `currency` (whole yen for JPY). */
        value: v.pipe(v.number(M.amountRange), v.integer(M.amountRange)),
        currency: v.nullable(v.picklist(currencies, M.currencyInvalid)),
        scope: v.picklist(scopes, M.scopeInvalid),
        content_id: v.nullable(contentId),
        starts_at: when,
        ends_at: when,
        usage_limit: limit,
        per_fan_limit: limit,
      },
      required,
    ),
    v.forward(
      v.partialCheck(
        [['discount_type'], ['value']],
        (c) => c.discount_type !== 'percent' || (c.value >= COUPON_PERCENT_MIN && c.value <= COUPON_PERCENT_MAX),
        M.percentRange,
      ),
      ['value'],
    ),
    v.forward(
      v.partialCheck(
        [['discount_type'], ['value']],
        (c) => c.discount_type !== 'fixed' || (c.value > 0 && c.value <= COUPON_AMOUNT_MAX),
        M.amountRange,
      ),
      ['value'],
    ),
    v.forward(
      v.partialCheck(
        [['discount_type'], ['currency']],
        (c) => c.discount_type !== 'fixed' || c.currency !== null,
        M.currencyRequired,
      ),
      ['currency'],
    ),
    v.forward(
      v.partialCheck(
        [['scope'], ['content_id']],
        (c) => c.scope !== 'item' || c.content_id !== null,
        M.contentRequired,
      ),
      ['content_id'],
    ),
    v.forward(
      v.partialCheck(
        [['starts_at'], ['ends_at']],
        (c) => !c.starts_at || !c.ends_at || Date.parse(c.ends_at) > Date.parse(c.starts_at),
        M.endsBeforeStart,
      ),
      ['ends_at'],
    ),
  );
}

/** POST and PUT /api/coupons: a creator's coupon for one of their items or their whole catalogue. */
export const CreatorCouponSchema = couponSchema(creatorCouponScopes);
export type CouponInput = v.InferInput<typeof CreatorCouponSchema>;
export type CouponValues = v.InferOutput<typeof CreatorCouponSchema>;
/** The same rules with the site-wide scope, for the admin's CRUD. */
export const SiteCouponSchema = couponSchema(couponScopes);
export type SiteCouponValues = v.InferOutput<typeof SiteCouponSchema>;

/** GET /api/coupons: the creator's own coupons, newest first. */
export const couponListResource = defineListResource({
  filters: {
    scope: { type: 'string' },
    discount_type: { type: 'string' },
    content_id: { type: 'number' },
    ends_at: { type: 'date' },
  },
  sorts: ['code', 'created_at', 'ends_at'],
  searchFields: ['code'],
  defaultSort: ['-created_at'],
});

/** The contract with COMMERCE-CORE (create-pi and capture): what a fan pays for one item. */
export interface PriceQuote {
  listPrice: Money;
  discount: Money;
  total: Money;
  couponId: number | null;
}

export const CouponItemRefSchema = answer(
  v.object({
    id: v.number(),
    title: v.string(),
    type: v.number(),
    price: MoneySchema,
  }),
);
export type CouponItemRef = v.InferOutput<typeof CouponItemRefSchema>;

const couponTerms = {
  code: v.string(),
  discount_type: v.picklist(couponDiscountTypes),
  value: v.number(),
  currency: v.nullable(v.picklist(currencies)),
  scope: v.picklist(couponScopes),
};

/** A coupon as its creator sees it. */
export const CouponResourceSchema = answer(
  v.object({
    id: v.number(),
    ...couponTerms,
    content_id: v.nullable(v.number()),
    content: v.nullable(CouponItemRefSchema),
    starts_at: v.nullable(v.string()),
    ends_at: v.nullable(v.string()),
    usage_limit: v.nullable(v.number()),
    per_fan_limit: v.nullable(v.number()),
    used_count: v.number(),
    created_at: v.string(),
    updated_at: v.string(),
  }),
);
export type Coupon = v.InferOutput<typeof CouponResourceSchema>;

/** POST /api/validate-coupon: what the code is and what it applies to (a fan's view, no usage counts). */
export const CouponCheckSchema = answer(
  v.object({
    ...couponTerms,
    /** The one item (scope item); null otherwise. */
    content: v.nullable(CouponItemRefSchema),
    /** The creator whose catalogue it covers (scope catalogue); null otherwise. */
    creator: v.nullable(v.object({ id: v.number(), login: v.string(), name: v.string() })),
    starts_at: v.nullable(v.string()),
    ends_at: v.nullable(v.string()),
    /** With `content_id`: what it takes off that item's price. */
    discount: v.nullable(MoneySchema),
  }),
);
export type CouponCheck = v.InferOutput<typeof CouponCheckSchema>;

/** POST /api/apply-coupon: the quote the purchase page shows before paying. */
export const AppliedCouponSchema = answer(
  v.object({
    code: v.string(),
    content_id: v.number(),
    list_price: MoneySchema,
    discount: MoneySchema,
    total: MoneySchema,
  }),
);
export type AppliedCoupon = v.InferOutput<typeof AppliedCouponSchema>;
