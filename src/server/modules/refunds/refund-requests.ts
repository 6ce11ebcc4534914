import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { CommerceDescriptors as M, type TransactionView } from '@shared/schemas/commerce';
import type { Db, Tx } from '../../db/client';
import { ledgerTransactions as t, refundRequests } from '../../db/schema';
import { AppError, invalidField } from '../../http/errors';
import { uniqueViolation } from '../auth/unique-violation';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/** The first answer to a keyed refund, replayed to a repeat: the payment as it was after it, or the refusal. */
export type RefundAnswer = { view: TransactionView } | { refused: { field: string; message: string } };

/** A pending request older than this was cut off (the process died mid-call): its key may run it again. */
export const REFUND_REQUEST_STALE_MS = 10 * 60_000;

export const IDEMPOTENCY_FIELD = 'Idempotency-Key';

export function refundRequestHash(paymentId: number, amount: number | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify({ payment: paymentId, amount: amount ?? null }))
    .digest('hex');
}

export async function refundedSoFar(db: Db | Tx, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${t.grossAmount}), 0)` })
    .from(t)
    .where(and(eq(t.refundOf, paymentId), eq(t.kind, 'refund')));
  return Number(row?.n ?? 0);
}

/** What refunds still on their way to the provider hold of this payment (all but `except`, a request run again). */
export async function heldByPendingRefunds(tx: Tx, paymentId: number, except?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${refundRequests.amount}), 0)` })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.paymentId, paymentId),
        eq(refundRequests.status, 'pending'),
        except === undefined ? undefined : ne(refundRequests.id, except),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The earlier request with this admin's key, when there is one: the same key for another payment or amount is a
 * 422, one still on its way a 409. Answers it (its stored answer to replay, or a request to run again).
 */
export async function requestWithKey(
  tx: Tx,
  adminId: number,
  key: string,
  hash: string,
  now: Date,
): Promise<RefundRequestRow | undefined> {
  const [seen] = await tx
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.adminId, adminId), eq(refundRequests.idempotencyKey, key)))
    .for('update');
  if (!seen) return undefined;
  if (seen.requestHash !== hash) throw invalidField(IDEMPOTENCY_FIELD, M.idempotencyKeyReused);
  const running = seen.status === 'pending' && seen.updatedAt.getTime() > now.getTime() - REFUND_REQUEST_STALE_MS;
  if (running) throw new AppError(409, M.refundInProgress);
  return seen;
}

/**
 * Without a key, the same admin asking the same refund of the same payment again this soon is taken as a repeat (a
 * double click, a client's retry), answered as a keyed repeat is. Two equal partial refunds meant as two are sent
 * with keys (the back office always sends one) or further apart.
 */
export const UNKEYED_REPEAT_WINDOW_MS = 10_000;

/** The earlier keyless request this one repeats, if any (the payment row is locked, so the check cannot race). */
export async function unkeyedRepeatOf(
  tx: Tx,
  adminId: number,
  paymentId: number,
  hash: string,
  now: Date,
): Promise<RefundRequestRow | undefined> {
  const [seen] = await tx
    .select()
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.adminId, adminId),
        eq(refundRequests.paymentId, paymentId),
        isNull(refundRequests.idempotencyKey),
        eq(refundRequests.requestHash, hash),
        // A refused or failed one booked nothing: asking again is a new attempt.
        ne(refundRequests.status, 'failed'),
        gt(refundRequests.createdAt, new Date(now.getTime() - UNKEYED_REPEAT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(refundRequests.createdAt))
    .limit(1);
  if (seen?.status === 'pending') throw new AppError(409, M.refundInProgress);
  return seen;
}

/** Writes the request (or takes an earlier one with the same key up again), pending and holding `amount`. */
export async function holdRefund(
  tx: Tx,
  values: { paymentId: number; adminId: number; key: string | undefined; hash: string; amount: number; now: Date },
  again: RefundRequestRow | undefined,
): Promise<RefundRequestRow> {
  const pending = { status: 'pending' as const, amount: values.amount, updatedAt: values.now };
  if (again) {
    const [row] = await tx.update(refundRequests).set(pending).where(eq(refundRequests.id, again.id)).returning();
    return row!;
  }
  try {
    const [row] = await tx
      .insert(refundRequests)
      .values({
        ...pending,
        paymentId: values.paymentId,
        adminId: values.adminId,
        idempotencyKey: values.key ?? null,
        requestHash: values.hash,
        createdAt: values.now,
      })
      .returning();
    return row!;
  } catch (error) {
    // The same key sent at once for another payment: the other request holds it.
    if (uniqueViolation(error) !== undefined) throw new AppError(409, M.refundInProgress);
    throw error;
  }
}

/** The request's outcome: done with its answer, or failed (it holds nothing; a refusal's answer is kept). */
export async function settleRefundRequest(
  db: Db | Tx,
  id: number,
  outcome: { status: 'done' | 'failed'; answer?: RefundAnswer; providerRefundId?: string },
  now: Date,
): Promise<void> {
  await db
    .update(refundRequests)
    .set({
      status: outcome.status,
      response: outcome.answer ?? null,
      providerRefundId: outcome.providerRefundId ?? null,
      updatedAt: now,
    })
    .where(eq(refundRequests.id, id));
}

/** A stored answer, as the first request gave it. */
export function replay(answer: RefundAnswer): TransactionView {
  if ('view' in answer) return answer.view;
  throw invalidField(answer.refused.field, answer.refused.message);
}
