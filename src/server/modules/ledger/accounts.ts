import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@shared/money';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, type LedgerAccountKind } from '../../db/schema';

export interface AccountRef {
  kind: LedgerAccountKind;
  /** The creator for creator accounts; 0 (the platform) otherwise. */
  ownerId?: number;
  currency: Currency;
}

/**
 * The account's id, creating it on first use (concurrent first uses meet the unique key and read the winner).
 * Found by a plain read, never by an upsert: its no-op update would lock the row until the caller's transaction
 * ends, and every sale credits the same platform accounts, so each purchase would wait for the one before.
 * A caller that needs the row held locks it itself (`lockCreatorPayable`).
 */
export async function accountId(tx: Db | Tx, ref: AccountRef): Promise<number> {
  const ownerId = ref.ownerId ?? 0;
  const find = async () => {
    const [found] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, ref.kind),
          eq(ledgerAccounts.ownerId, ownerId),
          eq(ledgerAccounts.currency, ref.currency),
        ),
      );
    return found?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  const [created] = await tx
    .insert(ledgerAccounts)
    .values({ kind: ref.kind, ownerId, currency: ref.currency })
    .onConflictDoNothing({ target: [ledgerAccounts.kind, ledgerAccounts.ownerId, ledgerAccounts.currency] })
    .returning({ id: ledgerAccounts.id });
  return created?.id ?? (await find())!;
}

const keyOf = (kind: string, ownerId: number, currency: string) => `${kind}:${ownerId}:${currency}`;

/**
 * The ids of several accounts in one statement (a sale's three), creating the missing ones in one more. Plain
 * reads, for the reason `accountId` gives.
 */
export async function accountIds(tx: Db | Tx, refs: readonly AccountRef[]): Promise<number[]> {
  const keys = refs.map((r) => ({ kind: r.kind, ownerId: r.ownerId ?? 0, currency: r.currency }));
  const found = new Map<string, number>();
  const read = async () => {
    const tuples = sql.join(
      keys.map((k) => sql`(${k.kind}, ${k.ownerId}::int, ${k.currency})`),
      sql`, `,
    );
    const rows = await tx
      .select({
        id: ledgerAccounts.id,
        kind: ledgerAccounts.kind,
        ownerId: ledgerAccounts.ownerId,
        currency: ledgerAccounts.currency,
      })
      .from(ledgerAccounts)
      .where(sql`(${ledgerAccounts.kind}, ${ledgerAccounts.ownerId}, ${ledgerAccounts.currency}) in (${tuples})`);
    for (const r of rows) found.set(keyOf(r.kind, r.ownerId, r.currency), r.id);
  };
  if (keys.length === 0) return [];
  await read();
  const missing = keys.filter((k) => !found.has(keyOf(k.kind, k.ownerId, k.currency)));
  if (missing.length > 0) {
    await tx
      .insert(ledgerAccounts)
      .values(missing)
      .onConflictDoNothing({ target: [ledgerAccounts.kind, ledgerAccounts.ownerId, ledgerAccounts.currency] });
    await read();
  }
  return keys.map((k) => found.get(keyOf(k.kind, k.ownerId, k.currency))!);
}

/**
 * Locks a creator's payable account for the rest of the transaction: withdrawals and refunds that check
 * the ready balance run one at a time per creator and currency, so two of them cannot both spend it.
 */
export async function lockCreatorPayable(tx: Tx, creatorId: number, currency: Currency): Promise<number> {
  const id = await accountId(tx, { kind: 'creator_payable', ownerId: creatorId, currency });
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, id)))
    .for('update');
  return id;
}
