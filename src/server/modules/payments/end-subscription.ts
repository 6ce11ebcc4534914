import { and, desc, eq, inArray } from 'drizzle-orm';
import { CommerceDescriptors as M, type SubscriptionView } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { content, entitlements, subscriptions } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { paymentProvider, ProviderRefusedError } from '../../services/payments';
import { liveStatuses } from './create-subscription';
import { providerCall } from './provider-call';
import type { SubscriptionRow } from './record-subscription-payment';

/**
 * PUT /paypal/leave-subscription: no more renewals, access until the paid period ends.
 * PUT /paypal/cancel-subscription: no more renewals and access ends now.
 * The provider is told first (outside the transaction); if that fails nothing changes here.
 */
export async function endSubscription(
  deps: Deps,
  fanId: number,
  communityId: number,
  how: 'leave' | 'cancel',
): Promise<SubscriptionView> {
  const [sub] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.fanId, fanId),
        eq(subscriptions.communityId, communityId),
        inArray(subscriptions.status, how === 'leave' ? ['active', 'past_due'] : liveStatuses),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!sub) throw invalidField('content_id', M.notSubscribed);
  if (sub.status !== 'leaving') {
    await providerCall(async () => {
      try {
        await paymentProvider(deps).cancelSubscription(
          sub.providerSubscriptionId,
          `Member chose to ${how}`,
          `end-${sub.id}`,
        );
      } catch (error) {
        // Already cancelled at the provider (its webhook has not reached us): nothing more to stop there.
        if (!(error instanceof ProviderRefusedError && error.issue === 'SUBSCRIPTION_STATUS_INVALID')) throw error;
      }
    });
  }
  const now = new Date(deps.clock.now());
  const ended = await deps.db.transaction((tx) => applyEnd(tx, sub, how === 'leave' ? 'leaving' : 'cancelled', now));
  return (await loadSubscriptionViews(deps.db, fanId, [ended.id]))[0]!;
}

/**
 * Moves a membership to an ending status and sets the fan's access to match: `leaving` keeps it until the
 * paid period ends, `cancelled` and `expired` end it now, `past_due` keeps the current expiry (the grace).
 */
export async function applyEnd(
  tx: Tx,
  sub: SubscriptionRow,
  status: 'leaving' | 'cancelled' | 'expired' | 'past_due',
  now: Date,
): Promise<SubscriptionRow> {
  const [updated] = await tx
    .update(subscriptions)
    .set({ status, updatedAt: now })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  const access = and(
    eq(entitlements.userId, sub.fanId),
    eq(entitlements.contentId, sub.communityId),
    eq(entitlements.source, 'subscription'),
  );
  if (status === 'leaving' && sub.currentPeriodEnd) {
    await tx.update(entitlements).set({ expiresAt: sub.currentPeriodEnd }).where(access);
  } else if (status === 'cancelled' || status === 'expired') {
    await tx.update(entitlements).set({ revokedAt: now }).where(access);
  }
  return updated!;
}

/** GET /api/subscriptions: the fan's memberships of paid communities (type 50, price above 0), newest first. */
export async function loadSubscriptionViews(db: Db, fanId: number, ids?: number[]): Promise<SubscriptionView[]> {
  const rows = await db
    .select({ sub: subscriptions, title: content.title })
    .from(subscriptions)
    .innerJoin(content, eq(content.id, subscriptions.communityId))
    .where(
      and(
        eq(subscriptions.fanId, fanId),
        eq(content.type, 50),
        ...(ids
          ? [inArray(subscriptions.id, ids)]
          : [inArray(subscriptions.status, [...liveStatuses, 'cancelled', 'expired'])]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(999);
  return rows
    .filter((r) => r.sub.priceAmount > 0)
    .map(({ sub, title }) => ({
      id: sub.id,
      content_id: sub.communityId,
      title,
      price: { amount: sub.priceAmount, currency: sub.currency },
      status: sub.status,
      current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
      created_at: sub.createdAt.toISOString(),
    }));
}
