import { CommerceDescriptors as M, type CaptureResult } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { invalidField } from '../../http/errors';
import { paymentProvider } from '../../services/payments';
import { providerCall } from './provider-call';
import { recordSubscriptionPayment, type SubscriptionRow } from './record-subscription-payment';

export function subscriptionResult(sub: SubscriptionRow): CaptureResult {
  return {
    kind: 'subscription',
    order_id: null,
    subscription_id: sub.id,
    content_id: sub.communityId,
    status: sub.status,
    total: { amount: sub.priceAmount, currency: sub.currency },
    is_bought: ['active', 'leaving', 'past_due'].includes(sub.status),
  };
}

/**
 * The fan came back from approving a community's subscription (PUT /paypal/capture with its id), or PayPal
 * told us it is active: ask the provider, and record the first payment if it was taken. Repeats are no-ops.
 */
export async function activateSubscription(deps: Deps, sub: SubscriptionRow): Promise<CaptureResult> {
  if (sub.status !== 'pending') return subscriptionResult(sub);
  const remote = await providerCall(() => paymentProvider(deps).getSubscription(sub.providerSubscriptionId));
  if (remote.status !== 'active' || !remote.lastPayment) {
    throw invalidField('payment_intent_id', M.paymentNotApproved);
  }
  return subscriptionResult(await recordSubscriptionPayment(deps, sub.id, remote.lastPayment, remote.nextBillingTime));
}
