import { and, eq } from 'drizzle-orm';
import { englishOf, type Descriptor } from '@shared/message-descriptor';
import { CommerceDescriptors as M, type TransactionView } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions as t } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../http/errors';
import {
  paymentProvider,
  ProviderRefusedError,
  ProviderUnavailableError,
  RefundRefusedError,
  type RefundRefusal,
} from '../../services/payments';
import { recordAudit } from '../audit/record-audit';
import { feeShareOfRefund, lockCreatorPayable, readyBalance, recordRefund } from '../ledger';
import { notify } from '../notifications/notify';
import { transactionView } from './list-transactions';
import { applyAccessChange, stopBilling, type Membership } from './refund-access';
import {
  heldByPendingRefunds,
  holdRefund,
  refundedSoFar,
  refundRequestHash,
  replay,
  requestWithKey,
  settleRefundRequest,
  unkeyedRepeatOf,
  type RefundAnswer,
  type RefundRequestRow,
} from './refund-requests';
import { sendRefundMailJob } from './send-refund-mail';

type Payment = typeof t.$inferSelect;

const refusalMessages: Record<RefundRefusal, Descriptor> = {
  already_refunded: M.refundProviderAlreadyRefunded,
  amount_exceeded: M.refundProviderExceeded,
  not_refundable: M.refundProviderRefused,
};

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

export interface RefundAsk {
  adminId: number;
  paymentId: number;
  /** Minor units; none = the whole remainder. */
  amount: number | undefined;
  /** The `Idempotency-Key` header, if sent. */
  key?: string | undefined;
}

type Claim =
  | { replay: RefundAnswer }
  | { request: RefundRequestRow; payment: Payment; amount: number; availableAt: Date; replay?: undefined };

/**
 * Checked with the payment row locked, so refunds of one payment are serialized: the remainder counts what
 * refunds still on their way to the provider hold, and this request is written pending before the lock goes.
 * A repeat of a keyed request (or of a keyless one, seconds later) answers its first answer.
 */
async function claimRefund(deps: Deps, ask: RefundAsk, now: Date): Promise<Claim> {
  const hash = refundRequestHash(ask.paymentId, ask.amount);
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(t).where(eq(t.id, ask.paymentId)).for('update');
    if (!payment) throw notFound();
    if (payment.kind !== 'purchase' && payment.kind !== 'subscription_payment') {
      throw invalidField('id', M.refundNotPayment);
    }
    const earlier = ask.key
      ? await requestWithKey(tx, ask.adminId, ask.key, hash, now)
      : await unkeyedRepeatOf(tx, ask.adminId, payment.id, hash, now);
    if (earlier?.response) return { replay: earlier.response as RefundAnswer };
    const before = await refundedSoFar(tx, payment.id);
    const held = await heldByPendingRefunds(tx, payment.id, earlier?.id);
    const remainder = payment.grossAmount - before - held;
    if (remainder <= 0) throw invalidField('amount', M.refundNothingLeft);
    const amount = ask.amount ?? remainder;
    if (amount > remainder) throw invalidField('amount', M.refundOverRemainder);
    const availableAt = await saleAvailableAt(tx, payment.id);
    await assertCreatorCovers(tx, payment, amount, before + held, availableAt, now);
    const values = { paymentId: payment.id, adminId: ask.adminId, key: ask.key, hash, amount, now };
    return { request: await holdRefund(tx, values, earlier), payment, amount, availableAt };
  });
}

/**
 * POST /admin-api/transactions/:id/refund {amount?} (header `Idempotency-Key`): a full or partial refund of a
 * payment. Claimed first (claimRefund), then sent to the provider (outside any transaction; its request id is
 * the request's, `refund-<id>`), then in ONE transaction: the opposite ledger transaction, access revoked on a
 * full refund, the order's status, the buyer's notification, the audit row and the request's answer.
 */
export async function refundTransaction(deps: Deps, ask: RefundAsk): Promise<TransactionView> {
  const now = new Date(deps.clock.now());
  const claim = await claimRefund(deps, ask, now);
  if (claim.replay) return replay(claim.replay);
  const { request, payment, amount, availableAt } = claim;

  const provider = paymentProvider(deps);
  let refund: { id: string };
  try {
    const money = { amount, currency: payment.currency };
    const requestId = `refund-${request.id}`;
    refund =
      payment.kind === 'subscription_payment'
        ? await provider.refundSale(payment.providerRef!, money, requestId)
        : await provider.refundCapture(payment.providerRef!, money, requestId);
  } catch (error) {
    // The provider's records disagree with ours (refunded on its own site) or it will not refund: nothing is written.
    if (error instanceof RefundRefusedError) {
      const message = refusalMessages[error.reason];
      // Stored as English for a replay of the same request; the error handler leads it back to its id.
      const refused = { field: 'amount', message: englishOf(message) };
      await settleRefundRequest(deps.db, request.id, { status: 'failed', answer: { refused } }, now);
      throw invalidField(refused.field, message);
    }
    // An outage or a surprise: the request holds nothing; with its key it may be sent again under the same id.
    await settleRefundRequest(deps.db, request.id, { status: 'failed' }, now);
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
      throw new AppError(503, M.providerUnavailable);
    }
    throw error;
  }

  const { view, billing } = await deps.db.transaction(async (tx) => {
    // The payment row again, first: a claim reads what is refunded and what is pending in two statements, and
    // under READ COMMITTED this booking must not commit between them (the claim would then see neither).
    await tx.select({ id: t.id }).from(t).where(eq(t.id, payment.id)).for('update');
    await lockCreatorPayable(tx, payment.creatorId!, payment.currency);
    const refundedBefore = await refundedSoFar(tx, payment.id);
    const full = refundedBefore + amount === payment.grossAmount;
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
    let billing: Membership | null = null;
    if (posted.created) {
      billing = await applyAccessChange(tx, payment, full, now);
      await notify(tx, {
        userId: payment.buyerId!,
        kind: 'refund',
        objectType: 'transaction',
        objectId: posted.id,
        data: { content_id: payment.contentId, amount, currency: payment.currency, full },
      });
      // The creator's balance pays the refund less the platform's share of the fee: they are told how much.
      await notify(tx, {
        userId: payment.creatorId!,
        kind: 'refund',
        objectType: 'transaction',
        objectId: posted.id,
        data: {
          for: 'creator',
          content_id: payment.contentId,
          amount: amount - feeShareOfRefund(payment.grossAmount, payment.feeAmount, refundedBefore, amount),
          currency: payment.currency,
        },
      });
      await deps.jobs.send(
        sendRefundMailJob,
        { refundId: posted.id, full },
        { tx, singletonKey: `refund-mail-${posted.id}` },
      );
      await recordAudit(tx, {
        actorId: ask.adminId,
        action: 'transaction.refund',
        entity: 'transaction',
        entityId: payment.id,
        before: { refunded: refundedBefore },
        after: { refunded: refundedBefore + amount, refund_transaction_id: posted.id, provider_refund_id: refund.id },
      });
    }
    const [row] = await tx.select().from(t).where(eq(t.id, payment.id));
    const view = transactionView(row!, await refundedSoFar(tx, payment.id), null, null, null);
    await settleRefundRequest(tx, request.id, { status: 'done', answer: { view }, providerRefundId: refund.id }, now);
    return { view, billing };
  });
  if (billing) await stopBilling(deps, billing);
  return view;
}
