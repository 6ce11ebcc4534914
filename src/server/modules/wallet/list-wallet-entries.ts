import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { walletEntryListResource, type LedgerKind, type WalletEntry } from '@shared/schemas/commerce';
import type { Db } from '../../db/client';
import { content, ledgerTransactions as t } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';

const creatorKinds: LedgerKind[] = ['purchase', 'subscription_payment', 'refund', 'payout', 'payout_failed'];
/** The creator's side of the transaction: the negated sum of its entries on their payable account. */
const creatorAmount = sql<string>`(select -coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transaction_id = ${t.id} and a.kind = 'creator_payable')`;
const availableAt = sql<
  string | null
>`(select to_char(max(e.available_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transaction_id = ${t.id} and a.kind = 'creator_payable')`;

/** GET /api/wallet/transactions: the creator's income, refunds and payouts, newest first. */
export async function listWalletEntries(
  db: Db,
  creatorId: number,
  raw: RawQuery,
): Promise<{ data: WalletEntry[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, walletEntryListResource);
  const q = listQueryToSql(parsed, {
    fields: { kind: t.kind, currency: t.currency, created_at: t.createdAt, amount: t.grossAmount },
    tiebreak: t.id,
  });
  const where = and(eq(t.creatorId, creatorId), inArray(t.kind, creatorKinds), q.where);
  const rows = await db
    .select({ t, amount: creatorAmount, availableAt, title: content.title })
    .from(t)
    .leftJoin(content, eq(content.id, t.contentId))
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return {
    data: rows.map(({ t: row, amount, availableAt: at, title }) => {
      const sale = row.kind !== 'payout' && row.kind !== 'payout_failed';
      return {
        id: row.id,
        kind: row.kind,
        amount: { amount: Number(amount), currency: row.currency },
        gross: sale ? { amount: row.grossAmount, currency: row.currency } : null,
        fee: sale ? { amount: row.feeAmount, currency: row.currency } : null,
        available_at: sale ? at : null,
        content_id: row.contentId,
        content_title: title,
        created_at: row.createdAt.toISOString(),
      };
    }),
    meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)),
  };
}
