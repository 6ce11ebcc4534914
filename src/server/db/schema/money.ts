import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@shared/money';
import type {
  LedgerKind,
  OrderStatus,
  PaymentProviderName,
  PayoutStatus,
  SubscriptionStatus,
} from '@shared/schemas/commerce';
import { content } from './catalogue';
import { users } from './people';

/**
 * Money (COMMERCE-CORE). Amounts are integer minor units with their currency. The ledger is append-only:
 * a refund or a failed payout is a new, opposite transaction, never an update.
 */

/** One attempt to buy one content item (created pending, paid by the provider's capture). */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'restrict' }),
    listAmount: bigint('list_amount', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    couponId: integer('coupon_id'),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** The provider's capture id once paid: what a refund names. */
    providerCaptureId: text('provider_capture_id'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The buyer's `Idempotency-Key` for create-pi: a repeat (a double click) answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** The provider's approval page, kept so a keyed repeat can answer it again. */
    approveUrl: text('approve_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_provider_order_unique').on(t.provider, t.providerOrderId),
    uniqueIndex('orders_buyer_key_unique')
      .on(t.buyerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_pending_idx').on(t.status, t.createdAt),
    check(
      'orders_amounts_check',
      sql`${t.totalAmount} > 0 and ${t.discountAmount} >= 0 and ${t.listAmount} = ${t.totalAmount} + ${t.discountAmount}`,
    ),
  ],
);

/** A fan's membership of a community (content type 50), billed monthly by the provider. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fanId: integer('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => content.id, { onDelete: 'restrict' }),
    priceAmount: bigint('price_amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_fan_idx').on(t.fanId, t.communityId),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
  ],
);

export type LedgerAccountKind = 'provider_clearing' | 'platform_revenue' | 'creator_payable' | 'payout_in_transit';

/** Accounts: one per (kind, owner, currency); the platform's own accounts have no owner. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The creator for creator accounts; 0 for the platform's (so the unique key needs no NULL handling). */
    ownerId: integer('owner_id').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
  },
  (t) => [uniqueIndex('ledger_accounts_unique').on(t.kind, t.ownerId, t.currency)],
);

/**
 * One balanced money movement. The summary columns (who, what, gross) make lists and refunds cheap;
 * the entries are the truth. `idempotency_key` is derived from the provider's id so a replay writes nothing.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerRef: text('provider_ref'),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    contentId: integer('content_id').references(() => content.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    payoutId: integer('payout_id'),
    refundOf: integer('refund_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_unique').on(t.idempotencyKey),
    index('ledger_transactions_creator_idx').on(t.creatorId, t.createdAt),
    index('ledger_transactions_buyer_idx').on(t.buyerId, t.createdAt),
    index('ledger_transactions_created_idx').on(t.createdAt),
    index('ledger_transactions_refund_of_idx').on(t.refundOf),
    // The admin dashboard's sales series and top creators: one currency over a date range, read from the index
    // alone (the ledger is append-only, so the visibility map stays set and the heap is not visited).
    index('ledger_transactions_sales_idx').on(t.currency, t.createdAt, t.kind, t.creatorId, t.grossAmount, t.feeAmount),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed minor units, debit positive; every transaction's entries sum to zero per currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Creator payable only: when this income becomes withdrawable (the holding period); a refund keeps its sale's. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.availableAt),
  ],
);

/** A creator's withdrawal, paid through the provider's Payouts. `request_id` is the client's idempotency key. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerBatchId: text('provider_batch_id'),
    receiver: text('receiver').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_request_unique').on(t.creatorId, t.requestId),
    index('payouts_batch_idx').on(t.providerBatchId),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Display rates against USD, admin-set; prices are always charged in the item's own currency. */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').$type<Currency>().primaryKey(),
  perUsd: numeric('per_usd', { precision: 18, scale: 8 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Commerce settings (one row per key): `platform_fee_bps`, `holding_days`. */
export const commerceSettings = pgTable('commerce_settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A creator's linked PayPal account (Log in with PayPal); payouts go to this receiver. */
export const paypalAccounts = pgTable('paypal_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  payerId: text('payer_id').notNull(),
  email: text('email').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries already handled: a replayed event id changes nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's side (PAYMENTS=test): what the buyer approved or declined on our own checkout
 * page. It plays PayPal's part, so it lives apart from our orders.
 */
export const testCheckouts = pgTable('test_checkouts', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'order' | 'subscription' | 'payout'>().notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  description: text('description').notNull().default(''),
  returnUrl: text('return_url').notNull().default(''),
  cancelUrl: text('cancel_url').notNull().default(''),
  /** created → approved | declined → completed (captured / active) | cancelled | suspended. */
  status: text('status').notNull().default('created'),
  captureId: text('capture_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The provider's billing plan for a community at one price (PayPal Subscriptions need a product and a plan). */
export const providerPlans = pgTable(
  'provider_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    communityId: integer('community_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    priceAmount: bigint('price_amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    planId: text('plan_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_plans_unique').on(t.provider, t.communityId, t.priceAmount, t.currency)],
);

export type RefundRequestStatus = 'pending' | 'done' | 'failed';

/**
 * One admin refund request of a payment, written before the provider is called: a pending one holds its amount,
 * so refunds of one payment never add up to more than it. `idempotency_key` (the `Idempotency-Key` header) is
 * unique per admin; a repeat with the same key answers `response`, the first answer, and refunds nothing more.
 * The provider's request id is `refund-<id>`, so a keyed retry after an outage cannot refund twice either.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /** sha-256 of the payment id and the amount asked for: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending (holds `amount`) → done | failed (the provider refused or could not be reached). */
    status: text('status').$type<RefundRequestStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** The first answer, replayed for the same key: the transaction view, or the refusal. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_requests_key_unique')
      .on(t.adminId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('refund_requests_payment_idx').on(t.paymentId, t.status),
    check('refund_requests_amount_check', sql`${t.amount} > 0`),
  ],
);
