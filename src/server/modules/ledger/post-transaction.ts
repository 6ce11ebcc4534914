import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { accountIds } from './accounts';
import { insertPosting, type LedgerHeader, type LedgerLine } from './insert-posting';

export class UnbalancedLedgerError extends Error {}

/** Throws unless the lines sum to zero in every currency and are whole numbers (the trigger checks it again). */
export function assertBalanced(lines: readonly LedgerLine[]): void {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) throw new UnbalancedLedgerError(`not a whole amount: ${line.amount}`);
    sums.set(line.account.currency, (sums.get(line.account.currency) ?? 0) + line.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new UnbalancedLedgerError(`unbalanced in ${currency} by ${sum}`);
  }
}

/**
 * Writes one balanced transaction inside the caller's database transaction, header and entries in one statement
 * once its accounts exist. The idempotency key (from the provider's id) makes a replay a no-op: it answers the
 * transaction already written and `created: false`.
 */
export async function postTransaction(
  tx: Tx,
  header: LedgerHeader,
  lines: readonly LedgerLine[],
  now: Date,
): Promise<{ id: number; created: boolean }> {
  assertBalanced(lines);
  const moving = lines.filter((l) => l.amount !== 0);
  const inserted = await insertPosting(tx, header, moving, now);
  if (!inserted) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, header.idempotencyKey));
    return { id: existing!.id, created: false };
  }
  // An account's first use (a creator's first sale in a currency): create the accounts, then the entries.
  if (inserted.entries < moving.length) {
    const ids = await accountIds(
      tx,
      moving.map((l) => l.account),
    );
    const rows = moving.map((line, i) => ({
      transactionId: inserted.id,
      accountId: ids[i]!,
      amount: line.amount,
      currency: line.account.currency,
      availableAt: line.availableAt ?? now,
    }));
    await tx.insert(ledgerEntries).values(rows);
  }
  return { id: inserted.id, created: true };
}
