import { and, eq, inArray, sql } from 'drizzle-orm';
import { currencies, type Currency } from '@shared/money';
import type { WalletBalance } from '@shared/schemas/commerce';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, payouts } from '../../db/schema';

/**
 * A creator's balances per currency, from the entries alone (credit balances are the negated sums):
 * pending = payable income still inside its holding period, ready = the rest of payable, in transit =
 * requested payouts not yet settled, paid out = settled payouts. One statement each.
 */
export async function creatorBalances(db: Db | Tx, creatorId: number, now: Date): Promise<WalletBalance[]> {
  const sums = await db
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      pending: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.availableAt} > ${now.toISOString()}::timestamptz), 0)`,
      ready: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.availableAt} <= ${now.toISOString()}::timestamptz), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.ownerId, creatorId),
        inArray(ledgerAccounts.kind, ['creator_payable', 'payout_in_transit']),
      ),
    )
    .groupBy(ledgerAccounts.kind, ledgerAccounts.currency);
  const paid = await db
    .select({ currency: payouts.currency, total: sql<string>`sum(${payouts.amount})` })
    .from(payouts)
    .where(and(eq(payouts.creatorId, creatorId), eq(payouts.status, 'paid')))
    .groupBy(payouts.currency);
  const out = new Map<Currency, WalletBalance>();
  const of = (currency: Currency) => {
    let b = out.get(currency);
    if (!b) out.set(currency, (b = { currency, pending: 0, ready: 0, in_transit: 0, paid_out: 0 }));
    return b;
  };
  // Credit balances are negated sums; `0 - 0` would give -0, which is not the 0 callers compare with.
  const credit = (...sums: string[]) => -sums.reduce((a, v) => a + Number(v), 0) || 0;
  for (const s of sums) {
    const b = of(s.currency);
    if (s.kind === 'creator_payable') {
      b.pending = credit(s.pending);
      b.ready = credit(s.ready);
    } else b.in_transit = credit(s.pending, s.ready);
  }
  for (const p of paid) of(p.currency).paid_out = Number(p.total);
  return currencies.filter((c) => out.has(c)).map((c) => out.get(c)!);
}

export async function readyBalance(db: Db | Tx, creatorId: number, currency: Currency, now: Date): Promise<number> {
  return (await creatorBalances(db, creatorId, now)).find((b) => b.currency === currency)?.ready ?? 0;
}
