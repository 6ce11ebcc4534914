import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RawQuery } from '@shared/list-query';
import { transactionListResource, type LedgerKind, type TransactionView } from '@shared/schemas/commerce';
import type { Db } from '../../db/client';
import { content, ledgerTransactions as t, users } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';

const buyer = alias(users, 'buyer');
const creator = alias(users, 'creator');
const paymentKinds: LedgerKind[] = ['purchase', 'subscription_payment'];
/** Internal steps of a payout (settled/failed) are bookkeeping: lists show the payout itself. */
const listedKinds: LedgerKind[] = ['purchase', 'subscription_payment', 'refund', 'payout'];
const refundedSql = sql<string>`(select coalesce(sum(r.gross_amount), 0) from ledger_transactions r where r.refund_of = ${t.id} and r.kind = 'refund')`;

const person = (p: { id: number | null; name: string | null; login: string | null }) =>
  p.id === null ? null : { id: p.id, name: p.name ?? '', login: p.login ?? '' };

/**
 * GET /api/transactions (the buyer's own: `buyerId` set) and GET /admin-api/transactions (everything):
 * payments, refunds and payouts with what is left to refund, list-query paged and filtered.
 */
export async function listTransactions(
  db: Db,
  raw: RawQuery,
  scope: { buyerId: number } | { all: true },
): Promise<{ data: TransactionView[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, transactionListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      kind: t.kind,
      currency: t.currency,
      amount: t.grossAmount,
      created_at: t.createdAt,
      content_id: t.contentId,
      buyer_id: t.buyerId,
      creator_id: t.creatorId,
    },
    search: { content: content.searchText, buyer: buyer.searchText, creator: creator.searchText },
    tiebreak: t.id,
  });
  const own: SQL | undefined =
    'buyerId' in scope
      ? and(eq(t.buyerId, scope.buyerId), inArray(t.kind, ['purchase', 'subscription_payment', 'refund']))
      : undefined;
  const where = and(inArray(t.kind, listedKinds), own, q.where);
  const base = db
    .select({
      t,
      refunded: refundedSql,
      contentTitle: content.title,
      buyer: { id: buyer.id, name: buyer.name, login: buyer.login },
      creator: { id: creator.id, name: creator.name, login: creator.login },
    })
    .from(t)
    .leftJoin(content, eq(content.id, t.contentId))
    .leftJoin(buyer, eq(buyer.id, t.buyerId))
    .leftJoin(creator, eq(creator.id, t.creatorId))
    .where(where);
  const rows = await base
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(t)
    .leftJoin(content, eq(content.id, t.contentId))
    .leftJoin(buyer, eq(buyer.id, t.buyerId))
    .leftJoin(creator, eq(creator.id, t.creatorId))
    .where(where);
  return {
    data: rows.map((r) => transactionView(r.t, Number(r.refunded), r.contentTitle, r.buyer, r.creator)),
    meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)),
  };
}

type Person = { id: number | null; name: string | null; login: string | null } | null;

export function transactionView(
  row: typeof t.$inferSelect,
  refunded: number,
  contentTitle: string | null,
  buyerRow: Person,
  creatorRow: Person,
): TransactionView {
  const isPayment = paymentKinds.includes(row.kind);
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    kind: row.kind,
    amount: money(row.grossAmount),
    refundable: isPayment ? money(row.grossAmount - refunded) : null,
    refunded: isPayment ? money(refunded) : null,
    order_id: row.orderId,
    subscription_id: row.subscriptionId,
    payout_id: row.payoutId,
    refund_of: row.refundOf,
    content: row.contentId !== null ? { id: row.contentId, title: contentTitle ?? '' } : null,
    buyer: buyerRow ? person(buyerRow) : null,
    creator: creatorRow ? person(creatorRow) : null,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
  };
}

export { refundedSql };
