import { randomUUID } from 'node:crypto';
import type { Locale } from '@shared/locales';
import type { CreatePaymentInput, PaymentIntent } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { orders } from '../../db/schema';
import { paymentProvider } from '../../services/payments';
import { quotePrice } from '../coupons/quote-price';
import { providerCall, returnUrls } from './provider-call';
import { purchasableContent } from './purchasable-content';

/**
 * POST /api/paypal/create-pi: quotes the price on the server (coupon included; the client never sends an
 * amount), opens an order at the provider and records it pending. Nothing is charged until capture.
 * The provider call happens before our insert and outside any transaction; an order the buyer never
 * approves stays pending and the reconcile job expires it.
 */
export async function createPayment(
  deps: Deps,
  buyerId: number,
  input: CreatePaymentInput,
  locale: Locale,
): Promise<PaymentIntent> {
  const now = new Date(deps.clock.now());
  const item = await purchasableContent(deps.db, buyerId, input.content_id, 'purchase', now);
  const quote = await quotePrice(
    deps.db,
    {
      contentId: item.id,
      buyerId,
      ...(input.coupon_code ? { couponCode: input.coupon_code } : {}),
    },
    now,
  );
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
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return {
    order_id: order!.id,
    payment_intent_id: created.id,
    provider: provider.name,
    approve_url: created.approveUrl,
    content_id: item.id,
    list_price: quote.listPrice,
    discount: quote.discount,
    total: quote.total,
    status: 'pending',
  };
}
