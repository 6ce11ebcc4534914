import { and, eq, sql } from 'drizzle-orm';
import { CommerceMessages as M, type TransactionView } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import {
  entitlements,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions as t,
  orders,
  subscriptions,
} from '../../db/schema';
import { AppError, invalidField, notFound } from '../../http/errors';
import {
  paymentProvider,
  ProviderRefusedError,
  ProviderUnavailableError,
  RefundRefusedError,
  type RefundRefusal,
} from '../../services/payments';
import { createLogger } from '../../logger';
import { recordAudit } from '../audit/record-audit';
import { feeShareOfRefund, lockCreatorPayable, readyBalance, recordRefund } from '../ledger';
import { notify } from '../notifications/notify';
import { transactionView } from './list-transactions';
import { sendRefundMailJob } from './send-refund-mail';

type Payment = typeof t.$inferSelect;

const refusalMessages: Record<RefundRefusal, string> = {
  already_refunded: M.refundProviderAlreadyRefunded,
  amount_exceeded: M.refundProviderExceeded,
  not_refundable: M.refundProviderRefused,
};

async function refundedSoFar(db: Db | Tx, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${t.grossAmount}), 0)` })
    .from(t)
    .where(and(eq(t.refundOf, paymentId), eq(t.kind, 'refund')));
  return Number(row?.n ?? 0);
}

/** When the sale's creator share becomes (or became) withdrawable: its payable entry's availability. */
async function saleAvailableAt(db: Db | Tx, paymentId: number): Promise<Date> {
  const [row] = await db
    .select({ at: ledgerEntries.availableAt })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.transactionId, paymentId), eq(ledgerAccounts.kind, 'creator_payable')));
  return row!.at;
}

/**
 * The refund may not take from the creator more than they still hold: income still in its holding period is
 * always there; released income is checked against the ready balance (it may have been withdrawn already).
 */
async function assertCreatorCovers(
  db: Db | Tx,
  p: Payment,
  amount: number,
  before: number,
  availableAt: Date,
  now: Date,
) {
  const creatorShare = amount - feeShareOfRefund(p.grossAmount, p.feeAmount, before, amount);
  if (availableAt > now || creatorShare === 0) return;
  if ((await readyBalance(db, p.creatorId!, p.currency, now)) < creatorShare) {
    throw invalidField('amount', M.refundCreatorPaidOut);
  }
}

/**
 * POST /admin-api/transactions/:id/refund {amount?}: a full or partial refund of a payment. Checked first,
 * then sent to the provider (outside any transaction; its request id is derived from the payment and what
 * was refunded before, so a double click refunds once), then in ONE transaction: the opposite ledger
 * transaction, access revoked on a full refund, the order's status, the buyer's notification, the audit row.
 */
export async function refundTransaction(
  deps: Deps,
  actorId: number,
  paymentId: number,
  requested: number | undefined,
): Promise<TransactionView> {
  const now = new Date(deps.clock.now());
  const [payment] = await deps.db.select().from(t).where(eq(t.id, paymentId));
  if (!payment) throw notFound();
  if (payment.kind !== 'purchase' && payment.kind !== 'subscription_payment') {
    throw invalidField('id', M.refundNotPayment);
  }
  const before = await refundedSoFar(deps.db, payment.id);
  const remainder = payment.grossAmount - before;
  if (remainder <= 0) throw invalidField('amount', M.refundNothingLeft);
  const amount = requested ?? remainder;
  if (amount > remainder) throw invalidField('amount', M.refundOverRemainder);
  const availableAt = await saleAvailableAt(deps.db, payment.id);
  await assertCreatorCovers(deps.db, payment, amount, before, availableAt, now);

  const provider = paymentProvider(deps);
  let refund: { id: string };
  try {
    const money = { amount, currency: payment.currency };
    const requestId = `refund-${payment.id}-${before}-${amount}`;
    refund =
      payment.kind === 'subscription_payment'
        ? await provider.refundSale(payment.providerRef!, money, requestId)
        : await provider.refundCapture(payment.providerRef!, money, requestId);
  } catch (error) {
    // The provider's records disagree with ours (refunded on its own site) or it will not refund: nothing is written.
    if (error instanceof RefundRefusedError) throw invalidField('amount', refusalMessages[error.reason]);
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
      throw new AppError(503, M.providerUnavailable);
    }
    throw error;
  }
  const full = before + amount === payment.grossAmount;
  if (full && payment.subscriptionId !== null) await stopBilling(deps, payment.subscriptionId);

  const view = await deps.db.transaction(async (tx) => {
    await lockCreatorPayable(tx, payment.creatorId!, payment.currency);
    const refundedBefore = await refundedSoFar(tx, payment.id);
    const posted = await recordRefund(
      tx,
      {
        idempotencyKey: `refund:${payment.provider}:${refund.id}`,
        provider: payment.provider,
        providerRef: refund.id,
        amount,
        refundedBefore,
        payment,
        saleAvailableAt: availableAt,
      },
      now,
    );
    if (posted.created) {
      await applyAccessChange(tx, payment, full, now);
      await notify(tx, {
        userId: payment.buyerId!,
        kind: 'refund',
        objectType: 'transaction',
        objectId: posted.id,
        data: { content_id: payment.contentId, amount, currency: payment.currency, full },
      });
      await deps.jobs.send(
        sendRefundMailJob,
        { refundId: posted.id, full },
        { tx, singletonKey: `refund-mail-${posted.id}` },
      );
      await recordAudit(tx, {
        actorId,
        action: 'transaction.refund',
        entity: 'transaction',
        entityId: payment.id,
        before: { refunded: refundedBefore },
        after: { refunded: refundedBefore + amount, refund_transaction_id: posted.id, provider_refund_id: refund.id },
      });
    }
    const [row] = await tx.select().from(t).where(eq(t.id, payment.id));
    return transactionView(row!, await refundedSoFar(tx, payment.id), null, null, null);
  });
  return view;
}

/** A full refund takes the access back (the purchase entitlement, or the membership it paid for). */
async function applyAccessChange(tx: Tx, payment: Payment, full: boolean, now: Date) {
  if (payment.orderId !== null) {
    await tx
      .update(orders)
      .set({ status: full ? 'refunded' : 'partially_refunded', updatedAt: now })
      .where(eq(orders.id, payment.orderId));
    if (full) {
      await tx
        .update(entitlements)
        .set({ revokedAt: now })
        .where(
          and(
            eq(entitlements.userId, payment.buyerId!),
            eq(entitlements.contentId, payment.contentId!),
            eq(entitlements.source, 'purchase'),
          ),
        );
    }
  } else if (payment.subscriptionId !== null && full) {
    const [sub] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(subscriptions.id, payment.subscriptionId))
      .returning();
    await tx
      .update(entitlements)
      .set({ revokedAt: now })
      .where(
        and(
          eq(entitlements.userId, sub!.fanId),
          eq(entitlements.contentId, sub!.communityId),
          eq(entitlements.source, 'subscription'),
        ),
      );
  }
}

/** A fully refunded membership must not renew: the provider stops billing it (a failure is retried by hand). */
async function stopBilling(deps: Deps, subscriptionId: number) {
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub || sub.status === 'cancelled' || sub.status === 'expired' || sub.status === 'leaving') return;
  try {
    await paymentProvider(deps).cancelSubscription(sub.providerSubscriptionId, 'Refunded', `end-${sub.id}`);
  } catch (error) {
    createLogger(deps.config.LOG_LEVEL).error(`subscription ${sub.id}: cancel after refund failed`, error);
  }
}
