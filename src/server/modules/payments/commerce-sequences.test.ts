import { textOf, type ServerMessage } from '@shared/message-descriptor';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import type { Currency } from '@shared/money';
import { CommerceMessages as M, type CaptureResult, type PendingSubscription } from '@shared/schemas/commerce';
import { CouponMessages } from '@shared/schemas/coupons';
import { tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { coupons, ledgerTransactions, paypalAccounts } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { creatorBalances, writeCommerceSettings } from '../ledger';
import { refundTransaction } from '../refunds/refund-transaction';
import { renewTestSubscriptions } from './renew-test-subscriptions';
import { answerCheckout, capture } from './testing';

/**
 * Any sequence of purchases (with or without coupons), community joins, monthly renewals, refunds and
 * withdrawals, run through the real flows with the test provider, against a model of what each should do:
 * the outcome (paid, or refused with which reason), every ledger transaction balanced, no balance below zero,
 * and each creator's pending, ready and paid-out amounts equal to sales − fees − refunds − payouts as the model
 * counts them (its own arithmetic: fee half up, a refund reverses the fee in proportion of what was refunded).
 */
let t: TestApp;
let now = Date.UTC(2026, 2, 1, 12);
const DAY = 86_400_000;
const MONTH = 30 * DAY;
const FEE_BPS = 1250;
const HOLDING_DAYS = 7;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  await t.deps.db.transaction((tx) =>
    writeCommerceSettings(tx, { platform_fee_bps: FEE_BPS, holding_days: HOLDING_DAYS }, new Date(now)),
  );
});
afterAll(() => t.close());

/** round(amount × n / d), half up, in integers. */
const share = (amount: number, n: number, d: number) => Math.floor((2 * amount * n + d) / (2 * d));

/** The catalogue of every run: creator 0 sells in USD and JPY, creator 1 in EUR; each has a community. */
const ITEMS = [
  { creator: 0, price: 1000, currency: 'USD' },
  { creator: 0, price: 1500, currency: 'JPY' },
  { creator: 1, price: 999, currency: 'EUR' },
] as const;
const COMMUNITIES = [
  { creator: 0, price: 500, currency: 'USD' },
  { creator: 1, price: 800, currency: 'EUR' },
] as const;
/** 25% off creator 0's catalogue (3 uses, once per fan); 3.00 USD off item 0; 10% off everything, expired. */
const COUPONS = [
  { kind: 'percent', value: 25, covers: (item: number) => ITEMS[item]!.creator === 0, limit: 3, perFan: 1 },
  { kind: 'fixed', value: 300, covers: (item: number) => item === 0, limit: null, perFan: null },
  { kind: 'expired', value: 10, covers: () => true, limit: null, perFan: null },
] as const;

type Command =
  | { op: 'buy'; buyer: number; item: number; coupon: number | null }
  | { op: 'replay' }
  | { op: 'join'; buyer: number; community: number }
  | { op: 'renew' }
  | { op: 'wait'; days: number }
  | { op: 'refund'; pick: number; part: number }
  | { op: 'withdraw'; creator: number; currency: Currency; part: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('buy' as const),
      buyer: fc.nat(1),
      item: fc.nat(ITEMS.length - 1),
      coupon: fc.option(fc.nat(COUPONS.length - 1)),
    }),
    weight: 4,
  },
  fc.record({ op: fc.constant('replay' as const) }),
  {
    arbitrary: fc.record({ op: fc.constant('join' as const), buyer: fc.nat(1), community: fc.nat(1) }),
    weight: 2,
  },
  fc.record({ op: fc.constant('renew' as const) }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 9 }) }),
  {
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      pick: fc.nat(),
      part: fc.integer({ min: 1, max: 150 }),
    }),
    weight: 2,
  },
  fc.record({
    op: fc.constant('withdraw' as const),
    creator: fc.nat(1),
    currency: fc.constantFrom<Currency>('USD', 'EUR', 'JPY'),
    part: fc.integer({ min: 1, max: 120 }),
  }),
);

interface Payment {
  id: number;
  creator: number;
  currency: Currency;
  gross: number;
  fee: number;
  refunded: number;
  availableAt: number;
  buyer: number;
  item: number | null;
  membership: number | null;
}
interface Membership {
  buyer: number;
  community: number;
  subscriptionId: number;
  active: boolean;
  periodEnd: number;
}

async function unbalanced(): Promise<number> {
  const result = (await t.deps.db.execute(sql`
    select count(*) as n from (
      select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0
    ) x`)) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0]!.n);
}

let run = 0;
async function playSequence(commands: Command[]) {
  run += 1;
  const creators = [await person(t, 'creator'), await person(t, 'creator')];
  const buyers = [await person(t), await person(t)];
  for (const c of creators) {
    await t.deps.db.insert(paypalAccounts).values({ userId: c.id, payerId: `P${c.id}`, email: `p${c.id}@x.test` });
  }
  const items = [];
  for (const i of ITEMS) items.push(await createContent(t.deps, creators[i.creator]!.id, i));
  const communities = [];
  for (const c of COMMUNITIES) {
    communities.push(await createContent(t.deps, creators[c.creator]!.id, { ...c, type: ContentType.subscription }));
  }
  const codes = COUPONS.map((_, i) => `SEQ${run}X${i}`);
  await t.deps.db.insert(coupons).values([
    {
      code: codes[0]!,
      discountType: 'percent',
      value: 25,
      scope: 'catalogue',
      createdBy: creators[0]!.id,
      usageLimit: 3,
      perFanLimit: 1,
    },
    {
      code: codes[1]!,
      discountType: 'fixed',
      value: 300,
      currency: 'USD',
      scope: 'item',
      contentId: items[0]!.id,
      createdBy: creators[0]!.id,
      perFanLimit: null,
    },
    {
      code: codes[2]!,
      discountType: 'percent',
      value: 10,
      scope: 'all',
      createdBy: creators[1]!.id,
      endsAt: new Date(now - DAY),
    },
  ]);

  // The model.
  const payments: Payment[] = [];
  const memberships: Membership[] = [];
  const holds = new Set<string>();
  const uses = COUPONS.map(() => ({ total: 0, byFan: [0, 0] }));
  const entries = new Map<string, { amount: number; at: number }[]>();
  const paidOut = new Map<string, number>();
  const account = (creator: number, currency: Currency) => {
    const key = `${creator}:${currency}`;
    if (!entries.has(key)) entries.set(key, []);
    return entries.get(key)!;
  };
  const ready = (creator: number, currency: Currency) =>
    (entries.get(`${creator}:${currency}`) ?? []).filter((e) => e.at <= now).reduce((s, e) => s + e.amount, 0);
  const book = (p: Omit<Payment, 'fee' | 'refunded' | 'availableAt'>) => {
    const payment = { ...p, fee: share(p.gross, FEE_BPS, 10000), refunded: 0, availableAt: now + HOLDING_DAYS * DAY };
    payments.push(payment);
    account(p.creator, p.currency).push({ amount: payment.gross - payment.fee, at: payment.availableAt });
    return payment;
  };
  const token = (userId: number) => tokenFor(t.deps, userId, 'api');
  let lastPurchase: { buyer: number; intent: string } | null = null;

  async function ledgerRow(where: ReturnType<typeof eq>) {
    const rows = await t.deps.db.select().from(ledgerTransactions).where(where);
    return rows;
  }

  for (const cmd of commands) {
    if (cmd.op === 'buy') {
      const item = ITEMS[cmd.item]!;
      const fan = buyers[cmd.buyer]!;
      const coupon = cmd.coupon === null ? null : COUPONS[cmd.coupon]!;
      const res = await call(t, 'POST', '/api/paypal/create-pi', await token(fan.id), {
        content_id: items[cmd.item]!.id,
        ...(cmd.coupon !== null && { coupon_code: codes[cmd.coupon] }),
      });
      const refusal = holds.has(`${cmd.buyer}:${cmd.item}`)
        ? ['content_id', M.alreadyBought]
        : !coupon
          ? null
          : !coupon.covers(cmd.item)
            ? ['code', CouponMessages.notForItem]
            : coupon.kind === 'expired'
              ? ['code', CouponMessages.expired]
              : coupon.limit !== null && uses[cmd.coupon!]!.total >= coupon.limit
                ? ['code', CouponMessages.usedUp]
                : coupon.perFan !== null && uses[cmd.coupon!]!.byFan[cmd.buyer]! >= coupon.perFan
                  ? ['code', CouponMessages.alreadyUsed]
                  : null;
      if (refusal) {
        expect(res.status, await res.clone().text()).toBe(422);
        expect(fieldErrors(await body<ErrorBody>(res), refusal[0]!)).toEqual([refusal[1]]);
        continue;
      }
      expect(res.status, await res.clone().text()).toBe(201);
      const intent = (await body<{ data: { payment_intent_id: string } }>(res)).data.payment_intent_id;
      const discount = !coupon
        ? 0
        : coupon.kind === 'fixed'
          ? Math.min(coupon.value, item.price)
          : Math.floor((item.price * coupon.value) / 100);
      await answerCheckout(t, intent, 'approve');
      const captured = await capture(t, await token(fan.id), intent);
      expect(captured.status).toBe(200);
      const result = (await body<{ data: CaptureResult }>(captured)).data;
      expect(result.total).toEqual({ amount: item.price - discount, currency: item.currency });
      const [row] = await ledgerRow(eq(ledgerTransactions.orderId, result.order_id!));
      book({
        id: row!.id,
        creator: item.creator,
        currency: item.currency,
        gross: item.price - discount,
        buyer: cmd.buyer,
        item: cmd.item,
        membership: null,
      });
      if (coupon) {
        uses[cmd.coupon!]!.total += 1;
        uses[cmd.coupon!]!.byFan[cmd.buyer]! += 1;
      }
      holds.add(`${cmd.buyer}:${cmd.item}`);
      lastPurchase = { buyer: cmd.buyer, intent };
    } else if (cmd.op === 'replay' && lastPurchase) {
      const res = await capture(t, await token(buyers[lastPurchase.buyer]!.id), lastPurchase.intent);
      expect(res.status).toBe(200);
    } else if (cmd.op === 'join') {
      const fan = buyers[cmd.buyer]!;
      const community = COMMUNITIES[cmd.community]!;
      const live = memberships.find((m) => m.buyer === cmd.buyer && m.community === cmd.community && m.active);
      const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', await token(fan.id), {
        content_id: communities[cmd.community]!.id,
      });
      if (live) {
        expect(res.status).toBe(422);
        expect(fieldErrors(await body<ErrorBody>(res), 'content_id')).toEqual([M.alreadySubscribed]);
        continue;
      }
      expect(res.status, await res.clone().text()).toBe(201);
      const pending = (await body<{ data: PendingSubscription }>(res)).data;
      await answerCheckout(t, pending.payment_intent_id, 'approve');
      expect((await capture(t, await token(fan.id), pending.payment_intent_id)).status).toBe(200);
      const [row] = await ledgerRow(eq(ledgerTransactions.subscriptionId, pending.subscription_id));
      const membership = memberships.push({
        buyer: cmd.buyer,
        community: cmd.community,
        subscriptionId: pending.subscription_id,
        active: true,
        periodEnd: now + MONTH,
      });
      book({
        id: row!.id,
        ...community,
        gross: community.price,
        buyer: cmd.buyer,
        item: null,
        membership: membership - 1,
      });
    } else if (cmd.op === 'renew') {
      now += MONTH;
      const due = memberships.filter((m) => m.active && m.periodEnd <= now);
      const known = new Set(payments.map((p) => p.id));
      await renewTestSubscriptions(t.deps);
      for (const m of due) {
        const rows = await ledgerRow(
          and(
            eq(ledgerTransactions.subscriptionId, m.subscriptionId),
            eq(ledgerTransactions.kind, 'subscription_payment'),
          )!,
        );
        const fresh = rows.filter((r) => !known.has(r.id));
        expect(fresh, 'one renewal payment per due membership').toHaveLength(1);
        const community = COMMUNITIES[m.community]!;
        book({
          id: fresh[0]!.id,
          ...community,
          gross: community.price,
          buyer: m.buyer,
          item: null,
          membership: memberships.indexOf(m),
        });
        m.periodEnd = now + MONTH;
      }
    } else if (cmd.op === 'wait') {
      now += cmd.days * DAY;
    } else if (cmd.op === 'refund' && payments.length > 0) {
      const p = payments[cmd.pick % payments.length]!;
      const remainder = p.gross - p.refunded;
      const amount = cmd.part >= 100 ? remainder : Math.max(1, Math.floor((remainder * cmd.part) / 100));
      const feeBack = share(p.refunded + amount, p.fee, p.gross) - share(p.refunded, p.fee, p.gross);
      const creatorShare = amount - feeBack;
      const outcome = await refundTransaction(t.deps, { adminId: creators[0]!.id, paymentId: p.id, amount }).then(
        () => 'ok',
        (e: { status?: number; errors?: { errors: ServerMessage[] }[] }) =>
          `${e.status} ${textOf(e.errors?.[0]?.errors[0] ?? '')}`,
      );
      if (remainder === 0) {
        expect(outcome).toBe(`422 ${M.refundNothingLeft}`);
      } else if (p.availableAt <= now && creatorShare > 0 && ready(p.creator, p.currency) < creatorShare) {
        expect(outcome).toBe(`422 ${M.refundCreatorPaidOut}`);
      } else {
        expect(outcome).toBe('ok');
        p.refunded += amount;
        account(p.creator, p.currency).push({ amount: -creatorShare, at: p.availableAt });
        if (p.refunded === p.gross) {
          if (p.item !== null) holds.delete(`${p.buyer}:${p.item}`);
          if (p.membership !== null) memberships[p.membership]!.active = false;
        }
      }
    } else if (cmd.op === 'withdraw') {
      const available = ready(cmd.creator, cmd.currency);
      const amount = Math.max(1, Math.floor((Math.max(available, 1) * cmd.part) / 100));
      const res = await call(t, 'POST', '/api/wallet/withdraw', await token(creators[cmd.creator]!.id), {
        amount,
        currency: cmd.currency,
        request_id: `seq-${run}-${now}-${amount}`,
      });
      if (amount > available) {
        expect(res.status).toBe(422);
        expect(fieldErrors(await body<ErrorBody>(res), 'amount')).toEqual([M.overReady]);
      } else {
        expect(res.status, await res.clone().text()).toBe(201);
        account(cmd.creator, cmd.currency).push({ amount: -amount, at: now });
        const key = `${cmd.creator}:${cmd.currency}`;
        paidOut.set(key, (paidOut.get(key) ?? 0) + amount);
      }
    }

    expect(await unbalanced()).toBe(0);
    for (const [index, c] of creators.entries()) {
      const actual = await creatorBalances(t.deps.db, c.id, new Date(now));
      const expected = (['USD', 'EUR', 'JPY'] as const)
        .filter((currency) => entries.has(`${index}:${currency}`))
        .map((currency) => {
          const lines = account(index, currency);
          const pending = lines.filter((e) => e.at > now).reduce((s, e) => s + e.amount, 0);
          return {
            currency,
            pending,
            ready: ready(index, currency),
            in_transit: 0,
            paid_out: paidOut.get(`${index}:${currency}`) ?? 0,
          };
        });
      expect(actual).toEqual(expected);
      for (const b of actual) {
        expect(b.ready).toBeGreaterThanOrEqual(0);
        expect(b.pending).toBeGreaterThanOrEqual(0);
      }
    }
  }

  // Access at the end: bought and not fully refunded; a membership paid, not refunded, within its period.
  for (const [b, fan] of buyers.entries()) {
    const fanToken = await token(fan.id);
    const bought = async (id: number) =>
      (await body<{ data: { is_bought: boolean } }>(await call(t, 'GET', `/api/content/${id}`, fanToken))).data
        .is_bought;
    for (const i of ITEMS.keys())
      expect(await bought(items[i]!.id), `buyer ${b} item ${i}`).toBe(holds.has(`${b}:${i}`));
    for (const c of COMMUNITIES.keys()) {
      const member = memberships.some((m) => m.buyer === b && m.community === c && m.active && now < m.periodEnd + DAY);
      expect(await bought(communities[c]!.id), `buyer ${b} community ${c}`).toBe(member);
    }
  }
  const mine = await t.deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        inArray(
          ledgerTransactions.creatorId,
          creators.map((c) => c.id),
        ),
        inArray(ledgerTransactions.kind, ['purchase', 'subscription_payment']),
      ),
    );
  expect(mine.map((r) => r.id).sort()).toEqual(payments.map((p) => p.id).sort());
}

describe('any sequence of purchases, coupons, communities, renewals, refunds and withdrawals', () => {
  it('matches the model: outcomes, balanced transactions, balances never below zero and equal to the sum of the movements', async () => {
    await fc.assert(fc.asyncProperty(fc.array(commandArb, { minLength: 4, maxLength: 14 }), playSequence), {
      numRuns: 8,
      examples: [
        [
          [
            { op: 'buy', buyer: 0, item: 0, coupon: 0 },
            { op: 'buy', buyer: 1, item: 0, coupon: 1 },
            { op: 'buy', buyer: 0, item: 1, coupon: 0 },
            { op: 'join', buyer: 0, community: 0 },
            { op: 'wait', days: 8 },
            { op: 'withdraw', creator: 0, currency: 'USD', part: 100 },
            { op: 'refund', pick: 0, part: 150 },
            { op: 'renew' },
            { op: 'refund', pick: 3, part: 40 },
            { op: 'buy', buyer: 0, item: 0, coupon: 2 },
          ],
        ],
      ],
    });
  }, 300_000);
});
