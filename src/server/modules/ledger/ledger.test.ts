import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@shared/money';
import { createTestApp } from '@tests/support/harness';
import { ledgerEntries, ledgerTransactions, paypalAccounts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { person } from '../fan/testing';
import type { TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { refundTransaction } from '../refunds/refund-transaction';
import { settlePayout } from '../wallet/settle-payout';
import { withdraw } from '../wallet/withdraw';
import {
  creatorBalances,
  feeShareOfRefund,
  platformFee,
  postTransaction,
  recordSale,
  UnbalancedLedgerError,
  writeCommerceSettings,
} from '.';

let t: TestApp;
let now = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

async function unbalancedTransactions(): Promise<number> {
  const result = (await t.deps.db.execute(sql`
    select count(*) as n from (
      select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0
    ) x`)) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0]!.n);
}

describe('the ledger writer', () => {
  it('refuses an unbalanced transaction in code, and the database refuses one at commit', async () => {
    const tx = () =>
      t.deps.db.transaction((tx) =>
        postTransaction(
          tx,
          {
            kind: 'purchase',
            idempotencyKey: `bad-${Math.random()}`,
            provider: 'test',
            grossAmount: 1,
            currency: 'USD',
          },
          [{ account: { kind: 'provider_clearing', currency: 'USD' }, amount: 1 }],
          new Date(now),
        ),
      );
    await expect(tx()).rejects.toBeInstanceOf(UnbalancedLedgerError);
    const before = await t.deps.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions);
    // Bypassing the writer: the deferred constraint trigger still refuses at commit.
    await expect(
      t.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({
            kind: 'purchase',
            idempotencyKey: 'raw-unbalanced',
            provider: 'test',
            grossAmount: 5,
            currency: 'USD',
          })
          .returning();
        const account = (await tx.execute(
          sql`insert into ledger_accounts (kind, owner_id, currency) values ('provider_clearing', 0, 'USD') on conflict (kind, owner_id, currency) do update set kind = excluded.kind returning id`,
        )) as unknown as { rows: { id: number }[] };
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: row!.id, accountId: account.rows[0]!.id, amount: 5, currency: 'USD' });
      }),
    ).rejects.toThrow();
    expect(await t.deps.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).toHaveLength(before.length);
  });

  it('is append-only: entries and transactions cannot be changed or deleted', async () => {
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id);
    const posted = await t.deps.db.transaction((tx) =>
      recordSale(
        tx,
        {
          kind: 'purchase',
          idempotencyKey: 'immutable-1',
          provider: 'test',
          providerRef: 'x',
          gross: 1000,
          currency: 'USD',
          buyerId: creator.id,
          creatorId: creator.id,
          contentId: item.id,
          feeBps: 1000,
          holdingDays: 0,
        },
        new Date(now),
      ),
    );
    await expect(
      t.deps.db.update(ledgerEntries).set({ amount: 0 }).where(eq(ledgerEntries.transactionId, posted.id)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, posted.id))).rejects.toThrow();
  });

  it('splits fees half up and partial refunds add up to exactly the fee taken', () => {
    expect(platformFee(1005, 1000)).toBe(101);
    expect(platformFee(1, 1000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
        (gross, bps, parts) => {
          const fee = platformFee(gross, bps);
          const total = parts.reduce((a, b) => a + b, 0);
          let refunded = 0;
          let feeBack = 0;
          parts.forEach((p, i) => {
            const amount = i === parts.length - 1 ? gross - refunded : Math.floor((gross * p) / total);
            feeBack += feeShareOfRefund(gross, fee, refunded, amount);
            refunded += amount;
          });
          expect(refunded).toBe(gross);
          expect(feeBack).toBe(fee);
        },
      ),
    );
  });
});

type Command =
  | { op: 'sale'; creator: number; currency: Currency; gross: number }
  | { op: 'replay' }
  | { op: 'refund'; pick: number; part: number }
  | { op: 'wait'; days: number }
  | { op: 'withdraw'; creator: number; currency: Currency; part: number }
  | { op: 'settle'; ok: boolean };

const currencyArb = fc.constantFrom<Currency>('USD', 'JPY');
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('sale' as const),
    creator: fc.nat(1),
    currency: currencyArb,
    gross: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({ op: fc.constant('replay' as const) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 10 }) }),
  fc.record({
    op: fc.constant('withdraw' as const),
    creator: fc.nat(1),
    currency: currencyArb,
    part: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({ op: fc.constant('settle' as const), ok: fc.boolean() }),
);

describe('any sequence of sales, replays, refunds, withdrawals and payouts', () => {
  it('keeps every transaction balanced, no balance below zero, nothing withdrawable early, and each balance equal to sales − fees − refunds', async () => {
    const holdingDays = 7;
    await t.deps.db.transaction((tx) =>
      writeCommerceSettings(tx, { platform_fee_bps: 1250, holding_days: holdingDays }, new Date(now)),
    );
    const admin = await person(t, 'admin');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 3, maxLength: 14 }), async (commands) => {
        run += 1;
        const creators = [await person(t, 'creator'), await person(t, 'creator')];
        const buyer = await person(t);
        const items = await Promise.all(creators.map((c) => createContent(t.deps, c.id)));
        for (const c of creators) {
          await t.deps.db
            .insert(paypalAccounts)
            .values({ userId: c.id, payerId: `P${c.id}`, email: `c${c.id}@x.test` });
        }
        const sales: { id: number; key: string; creator: number; currency: Currency; gross: number; at: number }[] = [];
        const pendingPayouts: number[] = [];
        let seq = 0;
        const saleInput = (s: (typeof sales)[number] | (Command & { op: 'sale' }), key: string) => {
          const creator = creators[s.creator]!;
          return {
            kind: 'purchase' as const,
            idempotencyKey: key,
            provider: 'test' as const,
            providerRef: `TC-${key}`,
            gross: s.gross,
            currency: s.currency,
            buyerId: buyer.id,
            creatorId: creator.id,
            contentId: items[s.creator]!.id,
            feeBps: 1250,
            holdingDays,
          };
        };
        for (const cmd of commands) {
          if (cmd.op === 'sale') {
            const key = `prop-${run}-${++seq}`;
            const posted = await t.deps.db.transaction((tx) => recordSale(tx, saleInput(cmd, key), new Date(now)));
            sales.push({ id: posted.id, key, creator: cmd.creator, currency: cmd.currency, gross: cmd.gross, at: now });
          } else if (cmd.op === 'replay' && sales.length > 0) {
            const s = sales[sales.length - 1]!;
            const again = await t.deps.db.transaction((tx) => recordSale(tx, saleInput(s, s.key), new Date(now)));
            expect(again).toEqual({ id: s.id, created: false });
          } else if (cmd.op === 'refund' && sales.length > 0) {
            const s = sales[cmd.pick % sales.length]!;
            const amount = Math.max(1, Math.floor((s.gross * cmd.part) / 100));
            await refundTransaction(t.deps, { adminId: admin.id, paymentId: s.id, amount }).catch((e: unknown) => {
              if (!(e instanceof AppError) || e.status !== 422) throw e;
            });
          } else if (cmd.op === 'wait') {
            now += cmd.days * DAY;
          } else if (cmd.op === 'withdraw') {
            const c = creators[cmd.creator]!;
            const before = (await creatorBalances(t.deps.db, c.id, new Date(now))).find(
              (b) => b.currency === cmd.currency,
            );
            const ready = before?.ready ?? 0;
            // Only income older than the holding period can ever be ready.
            const released = sales.filter(
              (s) => creators[s.creator] === c && s.currency === cmd.currency && s.at + holdingDays * DAY <= now,
            );
            expect(ready).toBeLessThanOrEqual(released.reduce((sum, s) => sum + s.gross, 0));
            const amount = Math.max(1, Math.floor((Math.max(ready, 1) * cmd.part) / 100));
            try {
              const { payout } = await withdraw(t.deps, c.id, {
                amount,
                currency: cmd.currency,
                request_id: `req-${run}-${++seq}`,
              });
              expect(amount).toBeLessThanOrEqual(ready);
              if (payout.status === 'pending') pendingPayouts.push(payout.id);
            } catch (e) {
              if (!(e instanceof AppError) || e.status !== 422) throw e;
              expect(amount).toBeGreaterThan(ready);
            }
          } else if (cmd.op === 'settle' && pendingPayouts.length > 0) {
            await settlePayout(t.deps, pendingPayouts.shift()!, cmd.ok, cmd.ok ? null : 'DENIED');
          }
          expect(await unbalancedTransactions()).toBe(0);
          for (const c of creators) {
            for (const b of await creatorBalances(t.deps.db, c.id, new Date(now))) {
              expect(b.ready).toBeGreaterThanOrEqual(0);
              expect(b.pending).toBeGreaterThanOrEqual(0);
              const rows = await t.deps.db
                .select()
                .from(ledgerTransactions)
                .where(eq(ledgerTransactions.creatorId, c.id));
              const mine = rows.filter((r) => r.currency === b.currency);
              const net = (kind: string) =>
                mine.filter((r) => r.kind === kind).reduce((s, r) => s + r.grossAmount - r.feeAmount, 0);
              const failed = mine.filter((r) => r.kind === 'payout_failed').reduce((s, r) => s + r.grossAmount, 0);
              const payouts = mine.filter((r) => r.kind === 'payout').reduce((s, r) => s + r.grossAmount, 0) - failed;
              expect(b.pending + b.ready).toBe(net('purchase') - net('refund') - payouts);
              expect(b.in_transit + b.paid_out).toBe(payouts);
            }
          }
        }
      }),
      {
        numRuns: 12,
        examples: [
          [
            [
              { op: 'sale', creator: 0, currency: 'USD', gross: 1 },
              { op: 'refund', pick: 0, part: 1 },
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
