import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { payouts } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { createLogger } from '../../logger';
import { paymentProvider } from '../../services/payments';
import { recordPayout } from '../ledger';
import { notify } from '../notifications/notify';
import type { PayoutRow } from './payout-row';

/**
 * The provider's final word on a payout (the webhook, or the answer itself in test mode), in one transaction:
 * paid → the money leaves the provider account; failed → back to the creator's ready balance. Only a pending
 * payout moves, so a replayed webhook changes nothing.
 */
export async function settlePayout(
  deps: Deps,
  payoutId: number,
  success: boolean,
  error: string | null,
): Promise<PayoutRow> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!p) throw new Error(`payout ${payoutId} vanished`);
    if (p.status !== 'pending') return p;
    const [updated] = await tx
      .update(payouts)
      .set({ status: success ? 'paid' : 'failed', settledAt: now, error })
      .where(eq(payouts.id, p.id))
      .returning();
    await recordPayout(
      tx,
      {
        stage: success ? 'settled' : 'failed',
        payoutId: p.id,
        creatorId: p.creatorId,
        amount: p.amount,
        currency: p.currency,
        provider: p.provider,
        providerRef: p.providerBatchId,
      },
      now,
    );
    await notify(tx, {
      userId: p.creatorId,
      kind: 'payout',
      objectType: 'payout',
      objectId: p.id,
      data: { amount: p.amount, currency: p.currency, status: updated!.status },
    });
    return updated!;
  });
}

/** Payouts whose sending failed (provider down): sent again with the same batch id, so never twice. */
export const resendPayoutsJob = defineJob({
  name: 'resend-payouts',
  cron: '*/15 * * * *',
  async run(deps) {
    const stale = await deps.db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.status, 'pending'),
          isNull(payouts.providerBatchId),
          lte(payouts.createdAt, new Date(deps.clock.now() - 60_000)),
        ),
      )
      .limit(100);
    for (const p of stale) {
      try {
        const sent = await paymentProvider(deps).createPayout({
          receiver: p.receiver,
          amount: { amount: p.amount, currency: p.currency },
          senderBatchId: `payout-${p.id}`,
          note: 'Stagepass income',
        });
        await deps.db.update(payouts).set({ providerBatchId: sent.batchId }).where(eq(payouts.id, p.id));
        if (sent.status !== 'pending')
          await settlePayout(deps, p.id, sent.status === 'success', sent.status === 'denied' ? 'DENIED' : null);
      } catch (error) {
        createLogger(deps.config.LOG_LEVEL).error(`payout ${p.id} still not sent`, error);
      }
    }
  },
});
