import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { AccountRef } from './accounts';

export interface LedgerLine {
  account: AccountRef;
  /** Signed minor units, debit positive. */
  amount: number;
  availableAt?: Date;
}

export type LedgerHeader = Omit<typeof ledgerTransactions.$inferInsert, 'id' | 'createdAt'>;

/**
 * In one statement: the transaction's header (nothing when its idempotency key is taken) and its entries, each
 * on its account found by (kind, owner, currency). The entries go in only when every account already exists, so
 * a transaction is never written with some of its entries; `entries` 0 then says the caller must create them.
 * Undefined when the key was taken.
 */
export async function insertPosting(
  tx: Tx,
  header: LedgerHeader,
  lines: readonly LedgerLine[],
  now: Date,
): Promise<{ id: number; entries: number } | undefined> {
  const posted = tx.$with('posted').as(
    tx
      .insert(ledgerTransactions)
      .values({ ...header, createdAt: now })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id }),
  );
  const wanted = sql.join(
    lines.map(
      (l, i) =>
        sql`(${i}::int, ${l.account.kind}::text, ${l.account.ownerId ?? 0}::int, ${l.account.currency}::text,
          ${l.amount}::bigint, ${(l.availableAt ?? now).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // PostgreSQL takes data-modifying CTEs only at the top level, so each step is one of the statement's own.
  const found = tx.$with('found', { n: sql<number>`i` }).as(
    sql`select w.*, a.id as account_id
      from (values ${wanted}) as w (i, kind, owner_id, currency, amount, available_at)
      join ${ledgerAccounts} a on a.kind = w.kind and a.owner_id = w.owner_id and a.currency = w.currency`,
  );
  const entered = tx.$with('entered', { one: sql<number>`one` }).as(
    sql`insert into ${ledgerEntries} (transaction_id, account_id, amount, currency, available_at)
      select ${posted}.id, ${found}.account_id, ${found}.amount, ${found}.currency, ${found}.available_at
        from ${posted}, ${found}
       where (select count(*) from ${found}) = ${lines.length}
       order by ${found}.i
      returning 1 as one`,
  );
  const [row] = await tx
    .with(posted, found, entered)
    .select({ id: posted.id, entries: sql<number>`(select count(*) from ${entered})::int` })
    .from(posted);
  return row && { id: row.id, entries: Number(row.entries) };
}
