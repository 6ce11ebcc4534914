import { and, eq, gt, lte } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orders, subscriptions } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { createLogger } from '../../logger';
import { paymentProvider } from '../../services/payments';
import { activateSubscription } from './activate-subscription';
import { finalizeOrder } from './finalize-order';

/** How long a buyer may sit on the approval page before we look; and before an unapproved order lapses. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
export const ORDER_LIFETIME_MS = 3 * 3_600_000;

/**
 * Repairs what a crash or a lost answer left behind: a pending order the provider has in fact captured (the
 * process died between the capture and our commit) becomes a purchase; one never approved lapses after
 * ORDER_LIFETIME_MS; a declined one is marked so; a membership approved at the provider is activated. The webhook usually gets there first; both are idempotent.
 */
export async function reconcilePayments(deps: Deps): Promise<{ finalized: number; expired: number }> {
  const now = deps.clock.now();
  const provider = paymentProvider(deps);
  const log = createLogger(deps.config.LOG_LEVEL);
  const pending = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.provider, provider.name),
        lte(orders.createdAt, new Date(now - RECONCILE_AFTER_MS)),
      ),
    )
    .limit(200);
  let finalized = 0;
  let expired = 0;
  for (const order of pending) {
    try {
      const remote = await provider.getOrder(order.providerOrderId);
      if (remote.status === 'completed' && remote.captureId) {
        await finalizeOrder(deps, order.providerOrderId, { captureId: remote.captureId, amount: remote.amount });
        finalized += 1;
      } else if (
        remote.status === 'declined' ||
        remote.status === 'voided' ||
        order.createdAt.getTime() < now - ORDER_LIFETIME_MS
      ) {
        await deps.db
          .update(orders)
          .set({ status: remote.status === 'declined' ? 'declined' : 'expired', updatedAt: new Date(now) })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
        expired += 1;
      }
    } catch (error) {
      log.error(`reconcile order ${order.id} failed`, error);
    }
  }
  finalized += await activateApprovedSubscriptions(deps, now);
  return { finalized, expired };
}

/** Memberships approved at the provider whose fan never came back to the PWA (closed the tab): activated here. */
async function activateApprovedSubscriptions(deps: Deps, now: number): Promise<number> {
  const provider = paymentProvider(deps);
  const pending = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'pending'),
        eq(subscriptions.provider, provider.name),
        lte(subscriptions.createdAt, new Date(now - RECONCILE_AFTER_MS)),
        gt(subscriptions.createdAt, new Date(now - ORDER_LIFETIME_MS * 8)),
      ),
    )
    .limit(200);
  let activated = 0;
  for (const sub of pending) {
    try {
      const remote = await provider.getSubscription(sub.providerSubscriptionId);
      if (remote.status === 'active') {
        await activateSubscription(deps, sub);
        activated += 1;
      }
    } catch (error) {
      createLogger(deps.config.LOG_LEVEL).error(`reconcile subscription ${sub.id} failed`, error);
    }
  }
  return activated;
}

export const reconcilePaymentsJob = defineJob({
  name: 'reconcile-payments',
  cron: '*/5 * * * *',
  run: async (deps) => {
    await reconcilePayments(deps);
  },
});
