import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { subscriptions } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { testProvider } from '../../services/payments';
import { recordFailedPayment } from './record-failed-payment';
import { recordSubscriptionPayment } from './record-subscription-payment';

/**
 * The embedded mode's monthly billing (PAYMENTS=test): PayPal bills renewals itself and tells us by webhook;
 * the test provider is asked here to bill each membership whose period has ended. A failed renewal marks the
 * membership past due (access lapses with the grace period) and tells the fan. Safe to run twice: payments are
 * keyed by id, and a failure is notified once per period.
 */
export async function renewTestSubscriptions(deps: Deps): Promise<number> {
  const provider = testProvider(deps);
  if (!provider) return 0;
  const now = new Date(deps.clock.now());
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        inArray(subscriptions.status, ['active']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(500);
  for (const sub of due) {
    const paid = await provider.renewNow(sub.providerSubscriptionId);
    if (paid) {
      await recordSubscriptionPayment(
        deps,
        sub.id,
        { id: paid.id, amount: { amount: sub.priceAmount, currency: sub.currency }, time: paid.time },
        null,
      );
    } else {
      await recordFailedPayment(deps, sub.id);
    }
  }
  return due.length;
}

export const renewTestSubscriptionsJob = defineJob({
  name: 'renew-test-subscriptions',
  cron: '*/10 * * * *',
  run: async (deps) => {
    await renewTestSubscriptions(deps);
  },
});
