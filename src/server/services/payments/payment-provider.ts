import type { Money } from '@shared/money';
import type { PaymentProviderName } from '@shared/schemas/commerce';

/**
 * The small interface every payment provider speaks (PayPal, or the built-in test provider). Amounts are
 * Money (integer minor units); every write carries a request id the provider uses to answer a replay with
 * the first result instead of acting twice (PayPal-Request-Id).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(input: CreateOrderInput): Promise<{ id: string; approveUrl: string }>;
  /** Captures an approved order. A decline is an answer (status 'declined'), not an exception. */
  captureOrder(orderId: string, requestId: string): Promise<ProviderOrder>;
  getOrder(orderId: string): Promise<ProviderOrder>;
  /** A refusal of the refund itself is a RefundRefusedError (already refunded, too much, not refundable). */
  refundCapture(captureId: string, amount: Money, requestId: string): Promise<ProviderRefund>;
  /** A community's monthly payment (PayPal's sale, named by PAYMENT.SALE.COMPLETED) is refunded as a sale. */
  refundSale(saleId: string, amount: Money, requestId: string): Promise<ProviderRefund>;
  /** A product + monthly plan for one community at one price; the caller stores the plan id. */
  createPlan(input: { communityId: number; title: string; price: Money; requestId: string }): Promise<string>;
  createSubscription(input: CreateSubscriptionInput): Promise<{ id: string; approveUrl: string }>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string, reason: string, requestId: string): Promise<void>;
  suspendSubscription(subscriptionId: string, reason: string, requestId: string): Promise<void>;
  createPayout(input: CreatePayoutInput): Promise<ProviderPayout>;
  /** True only when the provider confirms the delivery came from it (the body is the raw bytes received). */
  verifyWebhook(headers: Headers, rawBody: string): Promise<boolean>;
  /** "Log in with PayPal": who owns this user access token. */
  userInfo(accessToken: string): Promise<{ payerId: string; email: string }>;
  /** "Log in with PayPal": the access token for the authorization code PayPal sent back to our return page. */
  exchangeLoginCode(code: string): Promise<string>;
}

export interface CreateOrderInput {
  amount: Money;
  description: string;
  /** Our order id, echoed back by the provider (custom_id / reference_id). */
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
}

export interface ProviderOrder {
  id: string;
  status: 'created' | 'approved' | 'completed' | 'declined' | 'voided';
  captureId: string | null;
  amount: Money | null;
}

export interface ProviderRefund {
  id: string;
  status: 'completed' | 'pending' | 'failed';
}

export interface CreateSubscriptionInput {
  planId: string;
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
}

export interface ProviderSubscription {
  id: string;
  status: 'approval_pending' | 'approved' | 'active' | 'suspended' | 'cancelled' | 'expired';
  nextBillingTime: Date | null;
  /** PayPal names no payment here (its sale arrives by webhook): `id` is then null and only access is granted. */
  lastPayment: { id: string | null; amount: Money; time: Date } | null;
}

export interface CreatePayoutInput {
  /** PayPal payer id of the linked account. */
  receiver: string;
  amount: Money;
  senderBatchId: string;
  note: string;
}

export interface ProviderPayout {
  batchId: string;
  status: 'pending' | 'success' | 'denied';
}

/** The provider could not be reached or answered with an error we cannot act on: tell the person to retry later. */
export class ProviderUnavailableError extends Error {}

/**
 * The provider refused the request itself (a documented error name such as ORDER_NOT_APPROVED). `issue` is the
 * most specific name it gave (PayPal's v2 `details[].issue`, else the error's `name`); `errorName` is the error's
 * own `name`, which is what PayPal's v1 APIs document (their `details[].issue` is free text).
 */
export class ProviderRefusedError extends Error {
  constructor(
    readonly issue: string,
    message: string,
    readonly errorName: string = issue,
  ) {
    super(message);
  }
}

/**
 * Why the provider refused a refund, in our words rather than its error names. Its own records can disagree with
 * our ledger when the merchant refunded on the provider's site: the payment is then already refunded in full, or
 * less remains than we asked for. Anything else it refuses (too old, a pending payment, the refund limit) is
 * `not_refundable`.
 */
export type RefundRefusal = 'already_refunded' | 'amount_exceeded' | 'not_refundable';

export class RefundRefusedError extends ProviderRefusedError {
  constructor(
    readonly reason: RefundRefusal,
    issue: string,
    message: string,
  ) {
    super(issue, message);
  }
}
