import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { isCurrency, type Money } from '@shared/money';
import type { Db } from '../../db/client';
import { testCheckouts } from '../../db/schema';
import {
  type CreateOrderInput,
  type CreatePayoutInput,
  type CreateSubscriptionInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderSubscription,
  ProviderRefusedError,
} from './payment-provider';

type Checkout = typeof testCheckouts.$inferSelect;
interface SubscriptionData {
  planId?: string;
  /** Payments so far, oldest first: the first is taken at approval, the others by `renewNow`. */
  payments?: { id: string; time: string }[];
  /** Set from the checkout page's "approve, then fail renewals" choice: the next renewal fails. */
  failRenewals?: boolean;
}

const MONTH_DAYS = 30;
const idFrom = (prefix: string, requestId: string) =>
  `${prefix}-${createHash('sha256').update(requestId).digest('hex').slice(0, 20).toUpperCase()}`;

/**
 * The built-in provider (PAYMENTS=test, the embedded default): it plays PayPal's part against our own
 * checkout page (`/api/payments/test-checkout/:id`), so the whole flow runs offline. Its state lives in
 * `test_checkouts`; ids are derived from the request id, so a replayed write answers the first result.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => number,
  ) {}

  checkoutUrl(id: string): string {
    return `${this.publicUrl}/api/payments/test-checkout/${encodeURIComponent(id)}`;
  }

  private async find(id: string, kind: Checkout['kind']): Promise<Checkout> {
    const [row] = await this.db
      .select()
      .from(testCheckouts)
      .where(and(eq(testCheckouts.id, id), eq(testCheckouts.kind, kind)));
    if (!row) throw new ProviderRefusedError('RESOURCE_NOT_FOUND', `no ${kind} ${id}`);
    return row;
  }

  async createOrder(i: CreateOrderInput) {
    const id = idFrom('TO', i.requestId);
    await this.db
      .insert(testCheckouts)
      .values({
        id,
        kind: 'order',
        amount: i.amount.amount,
        currency: i.amount.currency,
        description: i.description,
        returnUrl: i.returnUrl,
        cancelUrl: i.cancelUrl,
      })
      .onConflictDoNothing();
    return { id, approveUrl: this.checkoutUrl(id) };
  }

  private toOrder(row: Checkout): ProviderOrder {
    const status =
      row.status === 'approved'
        ? 'approved'
        : row.status === 'completed'
          ? 'completed'
          : row.status === 'declined'
            ? 'declined'
            : 'created';
    return { id: row.id, status, captureId: row.captureId, amount: { amount: row.amount, currency: row.currency } };
  }

  async captureOrder(orderId: string): Promise<ProviderOrder> {
    // Only the approved → completed step captures, so two racing captures take one capture id. Tried first: an
    // approved order (the usual case) is captured in one statement.
    const [done] = await this.db
      .update(testCheckouts)
      .set({ status: 'completed', captureId: `TC-${orderId.slice(3)}` })
      .where(and(eq(testCheckouts.id, orderId), eq(testCheckouts.kind, 'order'), eq(testCheckouts.status, 'approved')))
      .returning();
    if (done) return this.toOrder(done);
    const row = await this.find(orderId, 'order');
    if (row.status === 'created')
      throw new ProviderRefusedError('ORDER_NOT_APPROVED', 'The buyer has not approved the order.');
    return this.toOrder(row);
  }

  async getOrder(orderId: string) {
    return this.toOrder(await this.find(orderId, 'order'));
  }

  async refundCapture(captureId: string, _amount: Money, requestId: string) {
    if (!/^TC-/.test(captureId)) throw new ProviderRefusedError('INVALID_RESOURCE_ID', 'unknown capture');
    return { id: idFrom('TR', requestId), status: 'completed' as const };
  }

  async refundSale(saleId: string, _amount: Money, requestId: string) {
    if (!/^TS-/.test(saleId)) throw new ProviderRefusedError('INVALID_RESOURCE_ID', 'unknown sale');
    return { id: idFrom('TR', requestId), status: 'completed' as const };
  }

  async createPlan(i: { communityId: number; price: Money }) {
    return `TP-${i.communityId}-${i.price.amount}-${i.price.currency}`;
  }

  async createSubscription(i: CreateSubscriptionInput) {
    const [, , amount, currency] = i.planId.split('-');
    if (!isCurrency(currency) || !amount) throw new ProviderRefusedError('INVALID_RESOURCE_ID', 'unknown plan');
    const id = idFrom('TS', i.requestId);
    await this.db
      .insert(testCheckouts)
      .values({
        id,
        kind: 'subscription',
        amount: Number(amount),
        currency,
        description: 'Monthly membership',
        returnUrl: i.returnUrl,
        cancelUrl: i.cancelUrl,
        data: { planId: i.planId, payments: [] } satisfies SubscriptionData,
      })
      .onConflictDoNothing();
    return { id, approveUrl: this.checkoutUrl(id) };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const row = await this.find(id, 'subscription');
    const data = row.data as SubscriptionData;
    const payments = data.payments ?? [];
    const last = payments.at(-1);
    const status =
      ({ created: 'approval_pending', declined: 'approval_pending', approved: 'active', completed: 'active' } as const)[
        row.status as 'created'
      ] ?? (row.status as ProviderSubscription['status']);
    return {
      id,
      status,
      nextBillingTime: last ? new Date(new Date(last.time).getTime() + MONTH_DAYS * 86_400_000) : null,
      lastPayment: last
        ? { id: last.id, amount: { amount: row.amount, currency: row.currency }, time: new Date(last.time) }
        : null,
    };
  }

  /**
   * The checkout page's answer. Approving a subscription takes its first payment at once, like PayPal. Answers the
   * checkout it moved, or null when there was none still open (already answered, a payout, or no such id).
   */
  async decide(id: string, approve: boolean, failRenewals = false): Promise<Checkout | null> {
    const [row] = await this.db
      .update(testCheckouts)
      .set({ status: approve ? 'approved' : 'declined' })
      .where(and(eq(testCheckouts.id, id), ne(testCheckouts.kind, 'payout'), eq(testCheckouts.status, 'created')))
      .returning();
    if (row && approve && row.kind === 'subscription') {
      const first = { id: `${id}-P1`, time: new Date(this.now()).toISOString() };
      await this.db
        .update(testCheckouts)
        .set({ status: 'active', data: { ...(row.data as SubscriptionData), payments: [first], failRenewals } })
        .where(eq(testCheckouts.id, id));
    }
    return row ?? null;
  }

  async findCheckout(id: string): Promise<Checkout | null> {
    const [row] = await this.db.select().from(testCheckouts).where(eq(testCheckouts.id, id));
    return row ?? null;
  }

  /**
   * Bills the next month now (the embedded mode's stand-in for PayPal's scheduler). Answers the new payment, or
   * null when the renewal failed (the checkout chose failing renewals) — the subscription is then suspended.
   */
  async renewNow(id: string): Promise<{ id: string; time: Date } | null> {
    const row = await this.find(id, 'subscription');
    const data = row.data as SubscriptionData;
    if (row.status !== 'active') return null;
    if (data.failRenewals) {
      await this.db.update(testCheckouts).set({ status: 'suspended' }).where(eq(testCheckouts.id, id));
      return null;
    }
    const payments = data.payments ?? [];
    const next = { id: `${id}-P${payments.length + 1}`, time: new Date(this.now()).toISOString() };
    await this.db
      .update(testCheckouts)
      .set({ data: { ...data, payments: [...payments, next] } })
      .where(eq(testCheckouts.id, id));
    return { id: next.id, time: new Date(next.time) };
  }

  async cancelSubscription(id: string) {
    await this.db.update(testCheckouts).set({ status: 'cancelled' }).where(eq(testCheckouts.id, id));
  }

  async suspendSubscription(id: string) {
    await this.db.update(testCheckouts).set({ status: 'suspended' }).where(eq(testCheckouts.id, id));
  }

  async createPayout(i: CreatePayoutInput) {
    return { batchId: idFrom('TB', i.senderBatchId), status: 'success' as const };
  }

  /** The test provider sends no webhooks: its events are applied directly (checkout page, renewal job). */
  async verifyWebhook() {
    return false;
  }

  /** The test provider has no login page: its codes are its tokens (`test-…`). */
  async exchangeLoginCode(code: string) {
    if (!code.startsWith('test-')) throw new ProviderRefusedError('INVALID_GRANT', 'not a test code');
    return code;
  }

  /**
   * In test mode a "Log in with PayPal" token is any `test-…` text; the account is derived from it. The
   * finance page sends `test-<the address typed>`: that address is the account's, as the creator expects.
   */
  async userInfo(accessToken: string) {
    if (!accessToken.startsWith('test-')) throw new ProviderRefusedError('INVALID_TOKEN', 'not a test token');
    const hash = createHash('sha256').update(accessToken).digest('hex');
    const typed = accessToken.slice('test-'.length);
    const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed) ? typed : `${hash.slice(0, 8)}@sandbox.paypal.test`;
    return { payerId: `TESTPAYER${hash.slice(0, 8).toUpperCase()}`, email };
  }
}
