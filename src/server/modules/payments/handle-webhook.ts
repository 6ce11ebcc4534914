import { and, eq, inArray, or } from 'drizzle-orm';
import { isCurrency, parseMajor, type Currency, type Money } from '@shared/money';
import type { Deps } from '../../deps';
import { orders, payouts, processedWebhookEvents, subscriptions } from '../../db/schema';
import { paymentProvider } from '../../services/payments';
import { settlePayout } from '../wallet/settle-payout';
import { activateSubscription } from './activate-subscription';
import { applyEnd } from './end-subscription';
import { finalizeOrder } from './finalize-order';
import { recordFailedPayment } from './record-failed-payment';
import { recordSubscriptionPayment } from './record-subscription-payment';

interface WebhookEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown> & {
    id?: string;
    status?: string;
    amount?: { value?: string; currency_code?: string; total?: string; currency?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
    billing_agreement_id?: string;
    create_time?: string;
    batch_header?: {
      payout_batch_id?: string;
      batch_status?: string;
      sender_batch_header?: { sender_batch_id?: string };
    };
    payout_batch_id?: string;
    payout_item?: { sender_item_id?: string };
  };
}

function money(a: WebhookEvent['resource']['amount']): Money | null {
  const currency = a?.currency_code ?? a?.currency;
  const value = a?.value ?? a?.total;
  if (!isCurrency(currency) || value === undefined) return null;
  const amount = parseMajor(value, currency as Currency);
  return amount === undefined ? null : { amount, currency: currency as Currency };
}

/**
 * POST /api/paypal/webhook. Verified with PayPal (verify-webhook-signature) before anything is read; an
 * unverified delivery answers false (→ 400) and changes nothing. Each event id is handled once; every effect
 * is idempotent anyway (a payment keyed by the provider's id), so a retry after a crash is safe.
 * Answers whether the delivery was genuine.
 */
export async function handleWebhook(deps: Deps, headers: Headers, rawBody: string): Promise<boolean> {
  const provider = paymentProvider(deps);
  if (!(await provider.verifyWebhook(headers, rawBody))) return false;
  const event = JSON.parse(rawBody) as WebhookEvent;
  const [seen] = await deps.db
    .select({ id: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, event.id));
  if (seen) return true;
  await apply(deps, event);
  await deps.db
    .insert(processedWebhookEvents)
    .values({ provider: provider.name, eventId: event.id, eventType: event.event_type })
    .onConflictDoNothing();
  return true;
}

async function subscriptionBy(deps: Deps, providerId: string | undefined) {
  if (!providerId) return null;
  const [sub] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'paypal'), eq(subscriptions.providerSubscriptionId, providerId)));
  return sub ?? null;
}

async function apply(deps: Deps, event: WebhookEvent): Promise<void> {
  const r = event.resource;
  const now = new Date(deps.clock.now());
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const orderId = r.supplementary_data?.related_ids?.order_id;
      if (!orderId || !r.id) return;
      const [order] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.providerOrderId, orderId));
      if (order) await finalizeOrder(deps, orderId, { captureId: r.id, amount: money(r.amount) });
      return;
    }
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const orderId = r.supplementary_data?.related_ids?.order_id;
      if (!orderId) return;
      await deps.db
        .update(orders)
        .set({ status: 'declined', updatedAt: now })
        .where(and(eq(orders.providerOrderId, orderId), eq(orders.status, 'pending')));
      return;
    }
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      const sub = await subscriptionBy(deps, r.id);
      if (sub) await activateSubscription(deps, sub);
      return;
    }
    case 'PAYMENT.SALE.COMPLETED': {
      const sub = await subscriptionBy(deps, r.billing_agreement_id);
      const amount = money(r.amount);
      if (!sub || !amount || !r.id) return;
      await recordSubscriptionPayment(deps, sub.id, { id: r.id, amount, time: new Date(r.create_time ?? now) }, null);
      return;
    }
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
      const sub = await subscriptionBy(deps, r.id);
      if (sub) await recordFailedPayment(deps, sub.id);
      return;
    }
    case 'PAYMENT.SALE.DENIED': {
      // A monthly payment that was pending (an eCheck) and then denied: the same as a failed payment.
      const sub = await subscriptionBy(deps, r.billing_agreement_id);
      if (sub) await recordFailedPayment(deps, sub.id);
      return;
    }
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.EXPIRED': {
      const sub = await subscriptionBy(deps, r.id);
      if (!sub || sub.status === 'cancelled' || sub.status === 'expired') return;
      const status =
        event.event_type === 'BILLING.SUBSCRIPTION.EXPIRED'
          ? 'expired'
          : event.event_type === 'BILLING.SUBSCRIPTION.CANCELLED'
            ? 'leaving'
            : 'past_due';
      if (status === 'leaving' && sub.status === 'leaving') return;
      await deps.db.transaction((tx) => applyEnd(tx, sub, status, now));
      return;
    }
    case 'PAYMENT.PAYOUTSBATCH.SUCCESS':
    case 'PAYMENT.PAYOUTSBATCH.DENIED':
    case 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED':
    case 'PAYMENT.PAYOUTS-ITEM.FAILED':
    case 'PAYMENT.PAYOUTS-ITEM.DENIED':
    case 'PAYMENT.PAYOUTS-ITEM.RETURNED': {
      const batchId = r.batch_header?.payout_batch_id ?? r.payout_batch_id;
      // Our own id (`payout-<id>`, sent as sender_batch_id and sender_item_id) finds a payout whose Payouts answer
      // never reached us (lost, or the process died before storing PayPal's batch id).
      const ours = /^payout-(\d+)$/.exec(
        r.batch_header?.sender_batch_header?.sender_batch_id ?? r.payout_item?.sender_item_id ?? '',
      );
      if (!batchId && !ours) return;
      const success = event.event_type.endsWith('SUCCESS') || event.event_type.endsWith('SUCCEEDED');
      const rows = await deps.db
        .select({ id: payouts.id, providerBatchId: payouts.providerBatchId })
        .from(payouts)
        .where(
          and(
            or(
              batchId ? eq(payouts.providerBatchId, batchId) : undefined,
              ours ? eq(payouts.id, Number(ours[1])) : undefined,
            ),
            eq(payouts.provider, 'paypal'),
            inArray(payouts.status, ['pending']),
          ),
        );
      for (const p of rows) {
        if (batchId && !p.providerBatchId) {
          await deps.db.update(payouts).set({ providerBatchId: batchId }).where(eq(payouts.id, p.id));
        }
        await settlePayout(deps, p.id, success, success ? null : event.event_type);
      }
      return;
    }
    default:
      // Other events (refunds we made ourselves, disputes) need no action here.
      return;
  }
}
