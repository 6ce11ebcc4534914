import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import { CommerceDescriptors as M, type PendingSubscription } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { providerPlans, subscriptions } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { paymentProvider } from '../../services/payments';
import { providerCall, returnUrls } from './provider-call';
import { purchasableContent } from './purchasable-content';

/** Memberships that still give (or are about to give) access: joining again is refused while one exists. */
export const liveStatuses = ['active', 'leaving', 'past_due'] as const;

/**
 * POST /api/paypal/create-pending-subscription: a monthly plan at the community's price (created once per
 * price at the provider), then a subscription the fan approves on the provider's page. Pending until then.
 */
export async function createPendingSubscription(
  deps: Deps,
  fanId: number,
  contentId: number,
  locale: Locale,
): Promise<PendingSubscription> {
  const now = new Date(deps.clock.now());
  const community = await purchasableContent(deps.db, fanId, contentId, 'community', now);
  const [live] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.fanId, fanId),
        eq(subscriptions.communityId, contentId),
        inArray(subscriptions.status, liveStatuses),
      ),
    );
  if (live) throw invalidField('content_id', M.alreadySubscribed);

  const provider = paymentProvider(deps);
  const price = { amount: community.priceAmount, currency: community.priceCurrency };
  const planId = await planFor(deps, community.id, community.title, price);
  const requestId = `subscription-${randomUUID()}`;
  const created = await providerCall(() =>
    provider.createSubscription({
      planId,
      referenceId: requestId,
      ...returnUrls(deps.config.publicUrl, locale, 'purchase', community.id),
      requestId,
    }),
  );
  const [row] = await deps.db
    .insert(subscriptions)
    .values({
      fanId,
      communityId: community.id,
      priceAmount: price.amount,
      currency: price.currency,
      provider: provider.name,
      providerSubscriptionId: created.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return {
    subscription_id: row!.id,
    payment_intent_id: created.id,
    provider: provider.name,
    approve_url: created.approveUrl,
    content_id: community.id,
    price,
    status: 'pending',
  };
}

async function planFor(
  deps: Deps,
  communityId: number,
  title: string,
  price: { amount: number; currency: 'USD' | 'EUR' | 'JPY' },
) {
  const provider = paymentProvider(deps);
  const where = and(
    eq(providerPlans.provider, provider.name),
    eq(providerPlans.communityId, communityId),
    eq(providerPlans.priceAmount, price.amount),
    eq(providerPlans.currency, price.currency),
  );
  const [known] = await deps.db.select({ planId: providerPlans.planId }).from(providerPlans).where(where);
  if (known) return known.planId;
  // The request id names the community and price, so two first joins at once make one plan at PayPal.
  const planId = await providerCall(() =>
    provider.createPlan({
      communityId,
      title,
      price,
      requestId: `plan-${communityId}-${price.amount}-${price.currency}`,
    }),
  );
  await deps.db
    .insert(providerPlans)
    .values({ provider: provider.name, communityId, priceAmount: price.amount, currency: price.currency, planId })
    .onConflictDoNothing();
  const [stored] = await deps.db.select({ planId: providerPlans.planId }).from(providerPlans).where(where);
  return stored!.planId;
}
