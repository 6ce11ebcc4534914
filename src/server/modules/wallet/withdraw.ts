import { and, eq } from 'drizzle-orm';
import { CommerceDescriptors as M, type PayoutView, type WithdrawInput } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { payouts, paypalAccounts } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { createLogger } from '../../logger';
import { paymentProvider } from '../../services/payments';
import { lockCreatorPayable, readyBalance, recordPayout } from '../ledger';
import type { PayoutRow } from './payout-row';
import { settlePayout } from './settle-payout';

export function payoutView(p: PayoutRow): PayoutView {
  return {
    id: p.id,
    amount: { amount: p.amount, currency: p.currency },
    status: p.status,
    provider: p.provider,
    created_at: p.createdAt.toISOString(),
    settled_at: p.settledAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/wallet/withdraw. Step 1, one transaction: lock the creator's payable account, check the amount
 * against the ready balance, record the payout and move the money to "in transit". The same request id
 * answers the payout already made (idempotent; the client never retries on 429). Step 2, outside: send it
 * through the provider's Payouts; a success settles at once (the test provider), otherwise the webhook does.
 */
export async function withdraw(
  deps: Deps,
  creatorId: number,
  input: WithdrawInput,
): Promise<{ payout: PayoutView; created: boolean }> {
  const now = new Date(deps.clock.now());
  const [known] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.creatorId, creatorId), eq(payouts.requestId, input.request_id)));
  if (known) return { payout: payoutView(known), created: false };
  const [account] = await deps.db.select().from(paypalAccounts).where(eq(paypalAccounts.userId, creatorId));
  if (!account) throw invalidField('amount', M.payPalNotLinked);
  const provider = paymentProvider(deps);

  const requested = await deps.db.transaction(async (tx) => {
    await lockCreatorPayable(tx, creatorId, input.currency);
    const [raced] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.creatorId, creatorId), eq(payouts.requestId, input.request_id)));
    if (raced) return { row: raced, created: false };
    const ready = await readyBalance(tx, creatorId, input.currency, now);
    if (input.amount > ready) throw invalidField('amount', M.overReady);
    const [row] = await tx
      .insert(payouts)
      .values({
        creatorId,
        requestId: input.request_id,
        amount: input.amount,
        currency: input.currency,
        provider: provider.name,
        receiver: account.payerId,
        createdAt: now,
      })
      .returning();
    await recordPayout(
      tx,
      {
        stage: 'requested',
        payoutId: row!.id,
        creatorId,
        amount: row!.amount,
        currency: row!.currency,
        provider: provider.name,
      },
      now,
    );
    return { row: row!, created: true };
  });
  if (!requested.created) return { payout: payoutView(requested.row), created: false };

  const row = requested.row;
  try {
    const sent = await provider.createPayout({
      receiver: row.receiver,
      amount: { amount: row.amount, currency: row.currency },
      senderBatchId: `payout-${row.id}`,
      note: 'Stagepass income',
    });
    await deps.db.update(payouts).set({ providerBatchId: sent.batchId }).where(eq(payouts.id, row.id));
    if (sent.status !== 'pending') {
      const settled = await settlePayout(
        deps,
        row.id,
        sent.status === 'success',
        sent.status === 'denied' ? 'DENIED' : null,
      );
      return { payout: payoutView(settled), created: true };
    }
  } catch (error) {
    // The request stays pending: the payout job sends it again with the same sender_batch_id (PayPal refuses a
    // second batch with one id), so it is paid at most once.
    createLogger(deps.config.LOG_LEVEL).error(`payout ${row.id} not sent yet`, error);
  }
  const [current] = await deps.db.select().from(payouts).where(eq(payouts.id, row.id));
  return { payout: payoutView(current!), created: true };
}
