import { parseMajor, toMajorString, type Currency, type Money, isCurrency } from '@shared/money';
import {
  type CreateOrderInput,
  type CreatePayoutInput,
  type CreateSubscriptionInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayout,
  type ProviderRefund,
  type ProviderSubscription,
  type RefundRefusal,
  ProviderRefusedError,
  ProviderUnavailableError,
  RefundRefusedError,
} from './payment-provider';

export interface PayPalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Injected for tests (token expiry). */
  now?: () => number;
}

interface PayPalAmount {
  currency_code?: string;
  currency?: string;
  value: string;
}
interface PayPalLink {
  rel: string;
  href: string;
}
interface PayPalError {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

const toAmount = (m: Money) => ({ currency_code: m.currency, value: toMajorString(m) });
function fromAmount(a: PayPalAmount | undefined): Money | null {
  const currency = a?.currency_code ?? a?.currency;
  if (!a || !isCurrency(currency)) return null;
  const amount = parseMajor(a.value, currency as Currency);
  return amount === undefined ? null : { amount, currency: currency as Currency };
}
const approveLink = (links: PayPalLink[] | undefined) =>
  links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action')?.href ?? '';

/**
 * Payments v2's documented refusals of POST /v2/payments/captures/{id}/refund (422, `details[].issue`), by what they
 * mean here. Others (a malformed amount, a wrong currency) are our mistakes and stay plain refusals.
 */
const captureRefundRefusals: Record<string, RefundRefusal> = {
  CAPTURE_FULLY_REFUNDED: 'already_refunded',
  REFUND_AMOUNT_EXCEEDED: 'amount_exceeded',
  REFUND_NOT_ALLOWED: 'not_refundable',
  REFUND_TIME_LIMIT_EXCEEDED: 'not_refundable',
  PARTIAL_REFUND_NOT_ALLOWED: 'not_refundable',
  PENDING_CAPTURE: 'not_refundable',
  MAX_NUMBER_OF_REFUNDS_EXCEEDED: 'not_refundable',
  REFUND_FAILED_INSUFFICIENT_FUNDS: 'not_refundable',
};

/** Payments v1's documented refusals of POST /v1/payments/sale/{id}/refund (400, the error's `name`). */
const saleRefundRefusals: Record<string, RefundRefusal> = {
  TRANSACTION_ALREADY_REFUNDED: 'already_refunded',
  REFUND_EXCEEDED_TRANSACTION_AMOUNT: 'amount_exceeded',
  FULL_REFUND_NOT_ALLOWED_AFTER_PARTIAL_REFUND: 'not_refundable',
  REFUND_TIME_LIMIT_EXCEEDED: 'not_refundable',
};

const orderStatus: Record<string, ProviderOrder['status']> = {
  CREATED: 'created',
  SAVED: 'created',
  PAYER_ACTION_REQUIRED: 'created',
  APPROVED: 'approved',
  COMPLETED: 'completed',
  VOIDED: 'voided',
};

/**
 * PayPal's REST API (Orders v2, Payments v2, Subscriptions v1, Payouts v1, webhooks, Identity). OAuth2 client
 * credentials with the token cached until just before it expires; one retry with a fresh token on a 401;
 * every write carries PayPal-Request-Id so PayPal answers a replay with the first result.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private token: { value: string; expiresAt: number } | null = null;
  private readonly now: () => number;

  constructor(private readonly config: PayPalConfig) {
    this.now = config.now ?? Date.now;
  }

  private async accessToken(force = false): Promise<string> {
    if (!force && this.token && this.token.expiresAt > this.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const res = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new ProviderUnavailableError(`PayPal token request failed with ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    // Renew a minute early so a token never expires between our check and PayPal's.
    this.token = { value: body.access_token, expiresAt: this.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new ProviderUnavailableError(`PayPal unreachable: ${(error as Error).message}`);
    }
  }

  /** An authorized call; JSON in and out. A documented refusal (4xx with a name) becomes ProviderRefusedError. */
  private async call<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const send = async (token: string) =>
      this.fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
          ...(requestId && { 'PayPal-Request-Id': requestId }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    let res = await send(await this.accessToken());
    if (res.status === 401) res = await send(await this.accessToken(true));
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (res.ok) return json as T;
    const error = (json ?? {}) as PayPalError;
    const issue = error.details?.[0]?.issue ?? error.name ?? `HTTP_${res.status}`;
    if (res.status >= 400 && res.status < 500 && res.status !== 429) {
      throw new ProviderRefusedError(issue, error.message ?? issue, error.name ?? issue);
    }
    throw new ProviderUnavailableError(`PayPal ${method} ${path} failed with ${res.status} ${issue}`);
  }

  async createOrder(i: CreateOrderInput) {
    const order = await this.call<{ id: string; links: PayPalLink[] }>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: i.referenceId,
            custom_id: i.referenceId,
            description: i.description.slice(0, 127),
            amount: toAmount(i.amount),
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: i.returnUrl,
              cancel_url: i.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
      i.requestId,
    );
    return { id: order.id, approveUrl: approveLink(order.links) };
  }

  private toOrder(o: PayPalOrder): ProviderOrder {
    const capture = o.purchase_units?.[0]?.payments?.captures?.[0];
    const declined = capture && (capture.status === 'DECLINED' || capture.status === 'FAILED');
    return {
      id: o.id,
      status: declined
        ? 'declined'
        : capture?.status === 'COMPLETED'
          ? 'completed'
          : (orderStatus[o.status] ?? 'created'),
      captureId: capture && !declined ? capture.id : null,
      amount: fromAmount(capture?.amount ?? o.purchase_units?.[0]?.amount),
    };
  }

  async captureOrder(orderId: string, requestId: string): Promise<ProviderOrder> {
    try {
      return this.toOrder(
        await this.call<PayPalOrder>(
          'POST',
          `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
          {},
          requestId,
        ),
      );
    } catch (error) {
      if (!(error instanceof ProviderRefusedError)) throw error;
      // Already captured (by us earlier, or a webhook race): the order itself says what happened.
      if (error.issue === 'ORDER_ALREADY_CAPTURED') return this.getOrder(orderId);
      if (error.issue === 'INSTRUMENT_DECLINED' || error.issue === 'TRANSACTION_REFUSED') {
        return { id: orderId, status: 'declined', captureId: null, amount: null };
      }
      throw error;
    }
  }

  async getOrder(orderId: string): Promise<ProviderOrder> {
    return this.toOrder(await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
  }

  /** Payments v2. Its refusals are 422 UNPROCESSABLE_ENTITY naming the reason in `details[].issue`. */
  async refundCapture(captureId: string, amount: Money, requestId: string): Promise<ProviderRefund> {
    try {
      const refund = await this.call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: toAmount(amount) },
        requestId,
      );
      const status = refund.status === 'COMPLETED' ? 'completed' : refund.status === 'PENDING' ? 'pending' : 'failed';
      return { id: refund.id, status };
    } catch (error) {
      const reason = error instanceof ProviderRefusedError && captureRefundRefusals[error.issue];
      if (!reason) throw error;
      throw new RefundRefusedError(reason, (error as ProviderRefusedError).issue, (error as Error).message);
    }
  }

  /**
   * Payments v1: a subscription's payment is a sale; `state` completed or pending (an eCheck), else failed. Its
   * refusals are 400s with the reason as the error's `name`.
   */
  async refundSale(saleId: string, amount: Money, requestId: string): Promise<ProviderRefund> {
    const path = `/v1/payments/sale/${encodeURIComponent(saleId)}`;
    try {
      const refund = await this.call<{ id: string; state: string }>(
        'POST',
        `${path}/refund`,
        { amount: { total: toMajorString(amount), currency: amount.currency } },
        requestId,
      );
      const status = refund.state === 'completed' ? 'completed' : refund.state === 'pending' ? 'pending' : 'failed';
      return { id: refund.id, status };
    } catch (error) {
      if (!(error instanceof ProviderRefusedError)) throw error;
      let reason = saleRefundRefusals[error.errorName];
      if (!reason && error.errorName === 'TRANSACTION_REFUSED') {
        // One name for many reasons (fully refunded, more than the remainder, too old, …): the sale's state says
        // whether it is already refunded, in part or in full.
        const sale = await this.call<{ state: string }>('GET', path);
        reason =
          sale.state === 'refunded'
            ? 'already_refunded'
            : sale.state === 'partially_refunded'
              ? 'amount_exceeded'
              : 'not_refundable';
      }
      if (!reason) throw error;
      throw new RefundRefusedError(reason, error.errorName, error.message);
    }
  }

  async createPlan(i: { communityId: number; title: string; price: Money; requestId: string }): Promise<string> {
    const product = await this.call<{ id: string }>(
      'POST',
      '/v1/catalogs/products',
      { name: i.title.slice(0, 127), type: 'DIGITAL', category: 'DIGITAL_MEDIA_BOOKS_MOVIES_MUSIC' },
      `${i.requestId}-product`,
    );
    const plan = await this.call<{ id: string }>(
      'POST',
      '/v1/billing/plans',
      {
        product_id: product.id,
        name: i.title.slice(0, 127),
        status: 'ACTIVE',
        billing_cycles: [
          {
            frequency: { interval_unit: 'MONTH', interval_count: 1 },
            tenure_type: 'REGULAR',
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: { fixed_price: { value: toMajorString(i.price), currency_code: i.price.currency } },
          },
        ],
        payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
      },
      `${i.requestId}-plan`,
    );
    return plan.id;
  }

  async createSubscription(i: CreateSubscriptionInput) {
    const sub = await this.call<{ id: string; links: PayPalLink[] }>(
      'POST',
      '/v1/billing/subscriptions',
      {
        plan_id: i.planId,
        custom_id: i.referenceId,
        application_context: {
          return_url: i.returnUrl,
          cancel_url: i.cancelUrl,
          user_action: 'SUBSCRIBE_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
      i.requestId,
    );
    return { id: sub.id, approveUrl: approveLink(sub.links) };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const s = await this.call<PayPalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    const last = s.billing_info?.last_payment;
    const amount = fromAmount(last?.amount);
    return {
      id: s.id,
      status: (s.status.toLowerCase() as ProviderSubscription['status']) ?? 'approval_pending',
      nextBillingTime: s.billing_info?.next_billing_time ? new Date(s.billing_info.next_billing_time) : null,
      // PayPal's last_payment carries no id: the payment itself is booked from its PAYMENT.SALE.COMPLETED webhook.
      lastPayment: last && amount ? { id: null, amount, time: new Date(last.time) } : null,
    };
  }

  async cancelSubscription(id: string, reason: string, requestId: string) {
    await this.call('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { reason }, requestId);
  }

  async suspendSubscription(id: string, reason: string, requestId: string) {
    await this.call('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/suspend`, { reason }, requestId);
  }

  async createPayout(i: CreatePayoutInput): Promise<ProviderPayout> {
    const res = await this.call<{ batch_header: { payout_batch_id: string; batch_status: string } }>(
      'POST',
      '/v1/payments/payouts',
      {
        sender_batch_header: { sender_batch_id: i.senderBatchId, email_subject: 'You have a payout from Stagepass' },
        items: [
          {
            recipient_type: 'PAYPAL_ID',
            amount: { value: toMajorString(i.amount), currency: i.amount.currency },
            receiver: i.receiver,
            note: i.note,
            sender_item_id: i.senderBatchId,
          },
        ],
      },
      i.senderBatchId,
    );
    const status = res.batch_header.batch_status;
    return {
      batchId: res.batch_header.payout_batch_id,
      status: status === 'SUCCESS' ? 'success' : status === 'DENIED' ? 'denied' : 'pending',
    };
  }

  async verifyWebhook(headers: Headers, rawBody: string): Promise<boolean> {
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      return false;
    }
    const h = (name: string) => headers.get(name) ?? '';
    const res = await this.call<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: h('paypal-auth-algo'),
      cert_url: h('paypal-cert-url'),
      transmission_id: h('paypal-transmission-id'),
      transmission_sig: h('paypal-transmission-sig'),
      transmission_time: h('paypal-transmission-time'),
      webhook_id: this.config.webhookId,
      webhook_event: event,
    });
    return res.verification_status === 'SUCCESS';
  }

  /** OAuth2 authorization code grant, with our client credentials; a refused code is `invalid_grant` (400). */
  async exchangeLoginCode(code: string): Promise<string> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const res = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code }).toString(),
    });
    if (res.status === 400) throw new ProviderRefusedError('INVALID_GRANT', 'PayPal refused the code');
    if (!res.ok) throw new ProviderUnavailableError(`PayPal code exchange failed with ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async userInfo(accessToken: string): Promise<{ payerId: string; email: string }> {
    const res = await this.fetch('/v1/identity/oauth2/userinfo?schema=paypalv1.1', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    if (res.status === 401 || res.status === 400) throw new ProviderRefusedError('INVALID_TOKEN', 'invalid token');
    if (!res.ok) throw new ProviderUnavailableError(`PayPal userinfo failed with ${res.status}`);
    const body = (await res.json()) as {
      payer_id?: string;
      user_id?: string;
      emails?: { value: string; primary?: boolean }[];
    };
    const email = body.emails?.find((e) => e.primary)?.value ?? body.emails?.[0]?.value ?? '';
    if (!body.payer_id) throw new ProviderRefusedError('INVALID_TOKEN', 'no payer id');
    return { payerId: body.payer_id, email };
  }
}

interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: {
    amount?: PayPalAmount;
    payments?: { captures?: { id: string; status: string; amount?: PayPalAmount }[] };
  }[];
}

interface PayPalSubscription {
  id: string;
  status: string;
  billing_info?: { next_billing_time?: string; last_payment?: { amount: PayPalAmount; time: string } };
}
