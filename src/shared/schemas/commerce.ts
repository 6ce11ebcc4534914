import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { ledgerKinds } from './ledger-kinds';
import { DATE_TEXT_MAX, REQUEST_KEY_MAX } from '../limits';
import { defineListResource } from '../list-query';
import { currencies, type Currency, type Money, minorUnitDigits, MoneySchema } from '../money';
import { AuthMessages } from './auth';
import { idSchema } from './fan';

/**
 * Commerce (contract 5): the request shapes and answers of every money endpoint, shared by the PWA
 * (purchase, communities, creator finance), the back office (transactions, refunds, dashboard) and the API.
 * Amounts are integer minor units with their currency (src/shared/money.ts); never floats.
 */
export const CommerceDescriptors = defineMessages({
  contentUnavailable: /*i18n*/ { id: 'commerce.content-unavailable', message: 'This content is not available.' },
  ownContent: /*i18n*/ { id: 'commerce.own-content', message: 'You cannot buy your own content.' },
  freeContent: /*i18n*/ {
    id: 'commerce.free-content',
    message: 'This content is free: add it to your collection instead.',
  },
  alreadyBought: /*i18n*/ { id: 'commerce.already-bought', message: 'You already have this content.' },
  notCommunity: /*i18n*/ { id: 'commerce.not-community', message: 'This content is not a community.' },
  isCommunity: /*i18n*/ {
    id: 'commerce.is-community',
    message: 'Communities are joined with a subscription, not bought.',
  },
  alreadySubscribed: /*i18n*/ {
    id: 'commerce.already-subscribed',
    message: 'You are already a member of this community.',
  },
  notSubscribed: /*i18n*/ { id: 'commerce.not-subscribed', message: 'You are not a member of this community.' },
  orderUnknown: /*i18n*/ { id: 'commerce.order-unknown', message: 'This payment does not exist.' },
  paymentDeclined: /*i18n*/ {
    id: 'commerce.payment-declined',
    message: 'The payment was declined. Nothing was charged.',
  },
  paymentNotApproved: /*i18n*/ {
    id: 'commerce.payment-not-approved',
    message: 'The payment has not been approved yet.',
  },
  paymentExpired: /*i18n*/ { id: 'commerce.payment-expired', message: 'This payment has expired. Please start again.' },
  providerUnavailable: /*i18n*/ {
    id: 'commerce.provider-unavailable',
    message: 'The payment service is not available right now. Please try again later.',
  },
  amountInvalid: /*i18n*/ {
    id: 'commerce.amount-invalid',
    message: 'The amount must be a whole number of the smallest unit of the currency, above 0.',
  },
  currencyInvalid: /*i18n*/ { id: 'commerce.currency-invalid', message: 'The currency must be USD, EUR or JPY.' },
  requestIdInvalid: /*i18n*/ {
    id: 'commerce.request-id-invalid',
    message: 'The request id must be 8 to 64 letters, digits or dashes.',
  },
  overReady: /*i18n*/ { id: 'commerce.over-ready', message: 'The amount is more than your balance ready to withdraw.' },
  payPalNotLinked: /*i18n*/ {
    id: 'commerce.pay-pal-not-linked',
    message: 'Link your PayPal account before withdrawing.',
  },
  payPalLinkFailed: /*i18n*/ {
    id: 'commerce.pay-pal-link-failed',
    message: 'PayPal did not accept this sign-in. Please try again.',
  },
  tokenTypeInvalid: /*i18n*/ { id: 'commerce.token-type-invalid', message: 'The token type must be Bearer.' },
  tokenRequired: /*i18n*/ { id: 'commerce.token-required', message: 'The access token is required.' },
  codeRequired: /*i18n*/ { id: 'commerce.code-required', message: 'The sign-in code from PayPal is required.' },
  refundNotPayment: /*i18n*/ { id: 'commerce.refund-not-payment', message: 'Only payments can be refunded.' },
  refundOverRemainder: /*i18n*/ {
    id: 'commerce.refund-over-remainder',
    message: 'The amount is more than what is left to refund on this payment.',
  },
  refundNothingLeft: /*i18n*/ {
    id: 'commerce.refund-nothing-left',
    message: 'This payment has already been refunded in full.',
  },
  refundCreatorPaidOut: /*i18n*/ {
    id: 'commerce.refund-creator-paid-out',
    message: 'The creator has already withdrawn this income; refund it outside the platform.',
  },
  refundProviderAlreadyRefunded: /*i18n*/ {
    id: 'commerce.refund-provider-already-refunded',
    message:
      'The payment provider says this payment is already refunded in full, perhaps on its own site. Nothing was changed here.',
  },
  refundProviderExceeded: /*i18n*/ {
    id: 'commerce.refund-provider-exceeded',
    message:
      'The payment provider says less is left to refund on this payment than this amount, perhaps because part was refunded on its own site. Nothing was changed here.',
  },
  refundProviderRefused: /*i18n*/ {
    id: 'commerce.refund-provider-refused',
    message:
      'The payment provider refused this refund (it may be too old, or not refundable yet). Nothing was changed here.',
  },
  refundInProgress: /*i18n*/ {
    id: 'commerce.refund-in-progress',
    message: 'This refund is already being made. Wait a moment, then reload the transactions.',
  },
  idempotencyKeyInvalid: /*i18n*/ {
    id: 'commerce.idempotency-key-invalid',
    message: 'The Idempotency-Key must be 1 to 255 visible characters.',
  },
  returnInvalid: /*i18n*/ { id: 'commerce.return-invalid', message: 'The return address must be a page of this site.' },
  idempotencyKeyReused: /*i18n*/ {
    id: 'commerce.idempotency-key-reused',
    message: 'This Idempotency-Key was already used for another refund.',
  },
  idempotencyKeyReusedPayment: /*i18n*/ {
    id: 'commerce.idempotency-key-reused-payment',
    message: 'This Idempotency-Key was already used for another payment.',
  },
  feeInvalid: /*i18n*/ {
    id: 'commerce.fee-invalid',
    message: 'The platform fee must be a whole number of basis points from 0 to 10000.',
  },
  holdingInvalid: /*i18n*/ {
    id: 'commerce.holding-invalid',
    message: 'The holding period must be a whole number of days from 0 to 365.',
  },
  intervalInvalid: /*i18n*/ { id: 'commerce.interval-invalid', message: 'The interval must be day, week or month.' },
  dateInvalid: /*i18n*/ { id: 'commerce.date-invalid', message: 'The date must be YYYY-MM-DD or an ISO 8601 time.' },
  rangeInvalid: /*i18n*/ {
    id: 'commerce.range-invalid',
    message: 'The start must be before the end, at most 3 years apart.',
  },
  webhookInvalid: /*i18n*/ { id: 'commerce.webhook-invalid', message: 'The webhook signature could not be verified.' },
  rateInvalid: /*i18n*/ {
    id: 'commerce.rate-invalid',
    message: 'The rate must be a number above 0 and at most 1000000.',
  },
});
export const CommerceMessages = englishTexts(CommerceDescriptors);

const M = CommerceMessages;
const required = AuthMessages.required;

/** The API's route paths (relative to /api and /admin-api), so the PWA and tests never spell them twice. */
export const commercePaths = {
  createPayment: '/paypal/create-pi',
  capture: '/paypal/capture',
  createSubscription: '/paypal/create-pending-subscription',
  leaveSubscription: '/paypal/leave-subscription',
  cancelSubscription: '/paypal/cancel-subscription',
  linkPayPal: '/paypal/auth/link',
  linkPayPalCode: '/paypal/auth/link-code',
  unlinkPayPal: '/paypal/auth/unlink',
  webhook: '/paypal/webhook',
  subscriptions: '/subscriptions',
  wallet: '/wallet',
  walletTransactions: '/wallet/transactions',
  walletIncome: '/wallet/income',
  withdraw: '/wallet/withdraw',
  transactions: '/transactions',
  currencyRates: '/currency-rates',
  /** /admin-api */
  adminTransactions: '/transactions',
  adminRefund: (id: number) => `/transactions/${id}/refund`,
  adminSales: '/dashboard/sales',
  adminReadyIncome: '/dashboard/creators-withdrawn-rdy-income',
  adminSettings: '/commerce-settings',
  adminCurrencyRates: '/currency-rates',
} as const;

export const currencySchema = v.picklist(currencies, M.currencyInvalid);
const minorAmount = v.pipe(
  v.number(M.amountInvalid),
  v.integer(M.amountInvalid),
  v.minValue(1, M.amountInvalid),
  v.maxValue(Number.MAX_SAFE_INTEGER, M.amountInvalid),
);

/** POST /api/paypal/create-pi. The price is quoted by the server (coupons applied); the client never sends one. */
export const CreatePaymentSchema = v.object(
  { content_id: idSchema, coupon_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))) },
  required,
);
export type CreatePaymentInput = v.InferInput<typeof CreatePaymentSchema>;

/** PUT /api/paypal/capture: the provider's order id, or a community's subscription id after approval. */
export const CaptureSchema = v.object(
  { payment_intent_id: v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(128)) },
  required,
);
export type CaptureInput = v.InferInput<typeof CaptureSchema>;

/** POST /paypal/create-pending-subscription, PUT /paypal/leave-subscription and /paypal/cancel-subscription. */
export const SubscriptionActionSchema = v.object({ content_id: idSchema }, required);
export type SubscriptionActionInput = v.InferInput<typeof SubscriptionActionSchema>;

/** POST /api/paypal/auth/link: the access token from "Log in with PayPal". */
export const PayPalLinkSchema = v.object(
  {
    access_token: v.pipe(v.string(M.tokenRequired), v.minLength(1, M.tokenRequired), v.maxLength(4096)),
    token_type: v.pipe(
      v.string(M.tokenTypeInvalid),
      v.maxLength(6, M.tokenTypeInvalid),
      v.regex(/^bearer$/i, M.tokenTypeInvalid),
    ),
  },
  required,
);
export type PayPalLinkInput = v.InferInput<typeof PayPalLinkSchema>;

/**
 * POST /api/paypal/auth/link-code: the authorization code "Log in with PayPal" sends back to the PWA's return page;
 * the server exchanges it for the access token (that needs the client secret) and links as /paypal/auth/link does.
 */
export const PayPalLinkCodeSchema = v.object(
  { code: v.pipe(v.string(M.codeRequired), v.minLength(1, M.codeRequired), v.maxLength(4096, M.codeRequired)) },
  required,
);
export type PayPalLinkCodeInput = v.InferInput<typeof PayPalLinkCodeSchema>;

/**
 * POST /api/wallet/withdraw. `request_id` makes the request idempotent: the PWA creates one per withdrawal
 * and sends the same one again after a lost answer (it never retries on 429); the server pays once.
 */
export const WithdrawSchema = v.object(
  {
    amount: minorAmount,
    currency: currencySchema,
    request_id: v.pipe(
      v.string(M.requestIdInvalid),
      v.maxLength(REQUEST_KEY_MAX, M.requestIdInvalid),
      v.regex(/^[A-Za-z0-9-]{8,64}$/, M.requestIdInvalid),
    ),
  },
  required,
);
export type WithdrawInput = v.InferInput<typeof WithdrawSchema>;

/** POST /admin-api/transactions/:id/refund. No amount = the whole remainder. */
export const RefundSchema = v.object({ amount: v.optional(minorAmount) }, required);
export type RefundInput = v.InferInput<typeof RefundSchema>;

/**
 * The refund's `Idempotency-Key` header (as payment APIs take it): the back office makes one when the refund dialog
 * opens, so a double click or a retry refunds once. Optional; up to 255 visible ASCII characters.
 */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IdempotencyKeySchema = v.pipe(
  v.string(M.idempotencyKeyInvalid),
  v.maxLength(IDEMPOTENCY_KEY_MAX, M.idempotencyKeyInvalid),
  v.regex(new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`), M.idempotencyKeyInvalid),
);

/** PUT /admin-api/commerce-settings. The fee is in basis points (1000 = 10%). */
export const CommerceSettingsSchema = v.object(
  {
    platform_fee_bps: v.pipe(
      v.number(M.feeInvalid),
      v.integer(M.feeInvalid),
      v.minValue(0, M.feeInvalid),
      v.maxValue(10000, M.feeInvalid),
    ),
    holding_days: v.pipe(
      v.number(M.holdingInvalid),
      v.integer(M.holdingInvalid),
      v.minValue(0, M.holdingInvalid),
      v.maxValue(365, M.holdingInvalid),
    ),
  },
  required,
);
export type CommerceSettingsInput = v.InferInput<typeof CommerceSettingsSchema>;

/** PUT /admin-api/currency-rates: display rates against USD (USD itself stays 1). */
export const CurrencyRatesSchema = v.object(
  {
    rates: v.array(
      v.object(
        {
          currency: v.picklist(['EUR', 'JPY'] as const, M.currencyInvalid),
          per_usd: v.pipe(v.number(M.rateInvalid), v.gtValue(0, M.rateInvalid), v.maxValue(1_000_000, M.rateInvalid)),
        },
        required,
      ),
      required,
    ),
  },
  required,
);
export type CurrencyRatesInput = v.InferInput<typeof CurrencyRatesSchema>;

export const intervals = ['day', 'week', 'month'] as const;
export type Interval = (typeof intervals)[number];
const dateText = () => v.pipe(v.string(M.dateInvalid), v.maxLength(DATE_TEXT_MAX, M.dateInvalid));
const isoDate = v.pipe(dateText(), v.isoDateTime(M.dateInvalid));
const dateOrTime = v.union(
  [v.pipe(dateText(), v.isoDate()), isoDate, v.pipe(dateText(), v.isoTimestamp())],
  M.dateInvalid,
);

/** GET /api/wallet/income and /admin-api/dashboard/sales. Defaults: the last 30 days, by day, in the balance currency. */
export const SeriesQuerySchema = v.object({
  from: v.optional(dateOrTime),
  to: v.optional(dateOrTime),
  interval: v.optional(v.picklist(intervals, M.intervalInvalid), 'day'),
  currency: v.optional(currencySchema),
});
export type SeriesQuery = v.InferInput<typeof SeriesQuerySchema>;

// ---- Answers ----------------------------------------------------------------------------------------

export const orderStatuses = ['pending', 'paid', 'declined', 'expired', 'refunded', 'partially_refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const subscriptionStatuses = ['pending', 'active', 'leaving', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const payoutStatuses = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
export const paymentProviderNames = ['test', 'paypal'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
const provider = v.picklist(paymentProviderNames);
const currency = v.picklist(currencies);
const nullableText = v.nullable(v.string());

/** POST /paypal/create-pi → 201. The PWA sends the buyer to `approve_url`, which returns to /$lang/purchase. */
export const PaymentIntentSchema = answer(
  v.object({
    order_id: v.number(),
    payment_intent_id: v.string(),
    provider,
    approve_url: v.string(),
    content_id: v.number(),
    list_price: MoneySchema,
    discount: MoneySchema,
    /** What will be charged, in the content's currency. */
    total: MoneySchema,
    status: v.picklist(orderStatuses),
  }),
);
export type PaymentIntent = v.InferOutput<typeof PaymentIntentSchema>;

/** PUT /paypal/capture. Capturing twice answers the same result and charges once. */
export const CaptureResultSchema = answer(
  v.object({
    kind: v.picklist(['purchase', 'subscription']),
    order_id: v.nullable(v.number()),
    subscription_id: v.nullable(v.number()),
    content_id: v.number(),
    status: v.picklist([...orderStatuses, ...subscriptionStatuses]),
    total: MoneySchema,
    is_bought: v.boolean(),
  }),
);
export type CaptureResult = v.InferOutput<typeof CaptureResultSchema>;

/** POST /paypal/create-pending-subscription → 201. */
export const PendingSubscriptionSchema = answer(
  v.object({
    subscription_id: v.number(),
    payment_intent_id: v.string(),
    provider,
    approve_url: v.string(),
    content_id: v.number(),
    price: MoneySchema,
    status: v.picklist(subscriptionStatuses),
  }),
);
export type PendingSubscription = v.InferOutput<typeof PendingSubscriptionSchema>;

/** A fan's membership (GET /api/subscriptions; the answer of leave and cancel). */
export const SubscriptionViewSchema = answer(
  v.object({
    id: v.number(),
    content_id: v.number(),
    title: v.string(),
    price: MoneySchema,
    status: v.picklist(subscriptionStatuses),
    /** Access lasts until here (renews at this moment while active). */
    current_period_end: nullableText,
    created_at: v.string(),
  }),
);
export type SubscriptionView = v.InferOutput<typeof SubscriptionViewSchema>;

export const PayPalLinkResourceSchema = answer(
  v.object({
    linked: v.boolean(),
    email: nullableText,
    linked_at: nullableText,
    /**
     * "Log in with PayPal" for this page's language (PayPal mode), which returns to `/{lang}/creator/finance/paypal`
     * with `code` and the `state` appended by the PWA; null with the built-in test provider (linked by e-mail).
     */
    login_url: nullableText,
  }),
);
export type PayPalLink = v.InferOutput<typeof PayPalLinkResourceSchema>;

/** One currency of a creator's wallet. `pending` is income still inside the holding period. */
export const WalletBalanceSchema = answer(
  v.object({
    currency,
    pending: v.number(),
    ready: v.number(),
    /** Being paid out right now (requested, not yet settled by the provider). */
    in_transit: v.number(),
    paid_out: v.number(),
  }),
);
export type WalletBalance = v.InferOutput<typeof WalletBalanceSchema>;

/** GET /api/wallet. */
export const WalletSchema = answer(
  v.object({
    balance_currency: currency,
    balances: v.array(WalletBalanceSchema),
    paypal: PayPalLinkResourceSchema,
    platform_fee_bps: v.number(),
    holding_days: v.number(),
  }),
);
export type Wallet = v.InferOutput<typeof WalletSchema>;

export { ledgerKinds, type LedgerKind } from './ledger-kinds';

/** A row of the creator's history (GET /api/wallet/transactions): their side of one ledger transaction. */
export const WalletEntrySchema = answer(
  v.object({
    id: v.number(),
    kind: v.picklist(ledgerKinds),
    /** Signed, from the creator's point of view: + income, − refund or payout. */
    amount: MoneySchema,
    /** Gross paid by the buyer (purchases) or refunded; null for payouts. */
    gross: v.nullable(MoneySchema),
    fee: v.nullable(MoneySchema),
    available_at: nullableText,
    content_id: v.nullable(v.number()),
    content_title: nullableText,
    created_at: v.string(),
  }),
);
export type WalletEntry = v.InferOutput<typeof WalletEntrySchema>;

const seriesTotals = {
  gross: v.number(),
  fees: v.number(),
  refunds: v.number(),
  net: v.number(),
  count: v.number(),
};
export const SeriesPointSchema = answer(
  v.object({
    /** Start of the bucket (UTC, ISO). */
    period: v.string(),
    ...seriesTotals,
  }),
);
export type SeriesPoint = v.InferOutput<typeof SeriesPointSchema>;

/** GET /api/wallet/income and /admin-api/dashboard/sales. */
export const MoneySeriesSchema = answer(
  v.object({
    currency,
    interval: v.picklist(intervals),
    from: v.string(),
    to: v.string(),
    points: v.array(SeriesPointSchema),
    totals: v.object(seriesTotals),
  }),
);
export type MoneySeries = v.InferOutput<typeof MoneySeriesSchema>;

/** POST /api/wallet/withdraw (201 the first time, 200 with the same payout on a repeated request id). */
export const PayoutViewSchema = answer(
  v.object({
    id: v.number(),
    amount: MoneySchema,
    status: v.picklist(payoutStatuses),
    provider,
    created_at: v.string(),
    settled_at: nullableText,
  }),
);
export type PayoutView = v.InferOutput<typeof PayoutViewSchema>;

const personRef = v.object({ id: v.number(), name: v.string(), login: v.string() });

/** A money movement, as the buyer (GET /api/transactions) and the admin (GET /admin-api/transactions) see it. */
export const TransactionViewSchema = answer(
  v.object({
    id: v.number(),
    kind: v.picklist(ledgerKinds),
    amount: MoneySchema,
    /** Payments only: what is still refundable. */
    refundable: v.nullable(MoneySchema),
    refunded: v.nullable(MoneySchema),
    order_id: v.nullable(v.number()),
    subscription_id: v.nullable(v.number()),
    payout_id: v.nullable(v.number()),
    refund_of: v.nullable(v.number()),
    content: v.nullable(v.object({ id: v.number(), title: v.string() })),
    buyer: v.nullable(personRef),
    creator: v.nullable(personRef),
    provider,
    created_at: v.string(),
  }),
);
export type TransactionView = v.InferOutput<typeof TransactionViewSchema>;

/** GET /admin-api/dashboard/creators-withdrawn-rdy-income: one row per creator and currency. */
export const CreatorIncomeRowSchema = answer(
  v.object({
    creator: personRef,
    currency,
    pending: v.number(),
    ready: v.number(),
    withdrawn: v.number(),
  }),
);
export type CreatorIncomeRow = v.InferOutput<typeof CreatorIncomeRowSchema>;

export const CurrencyRateSchema = answer(
  v.object({
    currency,
    /** Units of this currency per 1 USD (display only: prices are always charged in the item's currency). */
    per_usd: v.number(),
    updated_at: v.string(),
  }),
);
export type CurrencyRate = v.InferOutput<typeof CurrencyRateSchema>;

export const CommerceSettingsResourceSchema = answer(
  v.object({ platform_fee_bps: v.number(), holding_days: v.number() }),
);
export type CommerceSettings = v.InferOutput<typeof CommerceSettingsResourceSchema>;

/** GET /api/transactions and /admin-api/transactions: list-query whitelist. */
export const transactionListResource = defineListResource({
  filters: {
    kind: { type: 'string', values: ledgerKinds },
    currency: { type: 'string', values: currencies },
    amount: { type: 'number' },
    created_at: { type: 'date' },
    content_id: { type: 'number' },
    buyer_id: { type: 'number' },
    creator_id: { type: 'number' },
  },
  sorts: ['created_at', 'amount'],
  searchFields: ['content', 'buyer', 'creator'],
  defaultSort: ['-created_at'],
});

/** GET /api/wallet/transactions. */
export const walletEntryListResource = defineListResource({
  filters: {
    kind: { type: 'string' },
    currency: { type: 'string' },
    created_at: { type: 'date' },
  },
  sorts: ['created_at', 'amount'],
  defaultSort: ['-created_at'],
});

/**
 * An approximate of `money` in `to`, for display ("≈ ¥1,620"); rounded to the target's minor unit.
 * Null when a rate is missing. Charges never use this.
 */
export function approximate(money: Money, to: Currency, rates: readonly CurrencyRate[]): Money | null {
  if (money.currency === to) return money;
  const from = rates.find((r) => r.currency === money.currency)?.per_usd;
  const target = rates.find((r) => r.currency === to)?.per_usd;
  if (!from || !target) return null;
  const major = money.amount / 10 ** minorUnitDigits[money.currency];
  return { amount: Math.round((major / from) * target * 10 ** minorUnitDigits[to]), currency: to };
}

/** POST /api/paypal/webhook: a genuine event was taken in (PayPal retries anything but a 2xx). */
export const WebhookReceivedSchema = answer(v.object({ received: v.literal(true) }));
