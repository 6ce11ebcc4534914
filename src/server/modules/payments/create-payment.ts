import { randomUUID } from 'node:crypto';
import type { Locale } from '@shared/locales';
import type { CreatePaymentInput, PaymentIntent } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { orders } from '../../db/schema';
import { paymentProvider } from '../../services/payments';
import { uniqueViolation } from '../auth/unique-violation';
import { quoteFor } from '../coupons/quote-price';
import { intentOf, orderWithKey } from './order-with-key';
import { providerCall, returnUrls } from './provider-call';
import { purchasableContent } from './purchasable-content';

/**
 * POST /api/paypal/create-pi: quotes the price on the server (coupon included; the client never sends an
 * amount), opens an order at the provider and records it pending. Nothing is charged until capture.
 * The provider call happens before our insert and outside any transaction; an order the buyer never
 * approves stays pending and the reconcile job expires it. With an `Idempotency-Key` (the checkout's), a repeat
 * answers the first order: looked up first, and a parallel repeat that lost the insert race reads the winner's
 * (its provider order is never approved and lapses there).
 */
export async function createPayment(
  deps: Deps,
  buyerId: number,
  input: CreatePaymentInput,
  locale: Locale,
  key?: string,
): Promise<PaymentIntent> {
  if (key) {
    const earlier = await orderWithKey(deps.db, buyerId, key, input.content_id);
    if (earlier) return earlier;
  }
  const now = new Date(deps.clock.now());
  const item = await purchasableContent(deps.db, buyerId, input.content_id, 'purchase', now);
  const quote = await quoteFor(deps.db, item, buyerId, input.coupon_code, now);
  const provider = paymentProvider(deps);
  const requestId = `order-${randomUUID()}`;
  const created = await providerCall(() =>
    provider.createOrder({
      amount: quote.total,
      description: item.title,
      referenceId: requestId,
      ...returnUrls(deps.config.publicUrl, locale, 'purchase', item.id),
      requestId,
    }),
  );
  try {
    const [order] = await deps.db
      .insert(orders)
      .values({
        buyerId,
        contentId: item.id,
        listAmount: quote.listPrice.amount,
        discountAmount: quote.discount.amount,
        totalAmount: quote.total.amount,
        currency: quote.total.currency,
        couponId: quote.couponId,
        provider: provider.name,
        providerOrderId: created.id,
        idempotencyKey: key ?? null,
        approveUrl: created.approveUrl,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return intentOf(order!);
  } catch (error) {
    // A parallel repeat with the same key inserted first: answer its order.
    const earlier = key && uniqueViolation(error) && (await orderWithKey(deps.db, buyerId, key, input.content_id));
    if (earlier) return earlier;
    throw error;
  }
}
