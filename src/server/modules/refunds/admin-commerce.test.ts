import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommerceMessages as M,
  type CommerceSettings,
  type CreatorIncomeRow,
  type CurrencyRate,
  type MoneySeries,
  type TransactionView,
} from '@shared/schemas/commerce';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { auditLog, entitlements, ledgerTransactions, notifications } from '../../db/schema';
import { body, countRows, fieldErrors, mailsTo, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { buy } from '../payments/testing';
import { sendRefundMailJob } from './send-refund-mail';

let t: TestApp;
let adminId: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.deps, { kind: 'admin' })).id;
  admin = await tokenFor(t.deps, adminId, 'backend');
});
afterAll(() => t.close());

async function sale(price = 2000) {
  const fan = await person(t);
  const creator = await person(t, 'creator');
  const item = await createContent(t.deps, creator.id, { price });
  const result = await buy(t, fan.token, item.id);
  const [payment] = await t.deps.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, result.order_id!));
  return { fan, creator, item, payment: payment! };
}
const refund = (id: number, json: unknown, token = admin) =>
  call(t, 'POST', `/admin-api/transactions/${id}/refund`, token, json);

describe('admin refunds (test provider)', () => {
  it('refunds part, then the rest; the full refund revokes access, reverses the creator payable, notifies and audits', async () => {
    const { fan, creator, item, payment } = await sale();
    const part = await refund(payment.id, { amount: 600 });
    expect(part.status).toBe(200);
    expect((await body<{ data: TransactionView }>(part)).data).toMatchObject({
      refunded: { amount: 600 },
      refundable: { amount: 1400 },
    });
    const rest = await refund(payment.id, {});
    expect((await body<{ data: TransactionView }>(rest)).data.refundable).toEqual({ amount: 0, currency: 'USD' });
    const [access] = await t.deps.db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, fan.id), eq(entitlements.contentId, item.id)));
    expect(access!.revokedAt).not.toBeNull();
    const wallet = await body<{ data: { balances: { pending: number }[] } }>(
      await call(t, 'GET', '/api/wallet', creator.token),
    );
    expect(wallet.data.balances[0]!.pending).toBe(0);
    expect(
      await countRows(t, notifications, and(eq(notifications.userId, fan.id), eq(notifications.kind, 'refund'))),
    ).toBe(2);
    expect(
      await countRows(
        t,
        auditLog,
        and(eq(auditLog.action, 'transaction.refund'), eq(auditLog.entityId, String(payment.id))),
      ),
    ).toBe(2);
    await t.deps.jobs.drain(t.deps, { only: [sendRefundMailJob] });
    const mails = (await mailsTo(t, fan.user.email)).filter((m) => m.template === 'refund');
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join()).toContain('$14.00');
  });

  it('refuses more than the remainder, a non-payment and an unknown id, writing nothing', async () => {
    const { payment } = await sale(1000);
    const before = await countRows(t, ledgerTransactions);
    const over = await refund(payment.id, { amount: 1001 });
    expect(over.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(over), 'amount')).toEqual([M.refundOverRemainder]);
    await refund(payment.id, { amount: 1000 });
    const [refundRow] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.refundOf, payment.id));
    expect(fieldErrors(await body<ErrorBody>(await refund(refundRow!.id, {})), 'id')).toEqual([M.refundNotPayment]);
    expect(fieldErrors(await body<ErrorBody>(await refund(payment.id, {})), 'amount')).toEqual([M.refundNothingLeft]);
    expect((await refund(999_999, {})).status).toBe(404);
    expect(await countRows(t, ledgerTransactions)).toBe(before + 1);
  });

  it('is for admins only', async () => {
    const { payment, fan } = await sale(500);
    expect((await call(t, 'POST', `/admin-api/transactions/${payment.id}/refund`, undefined, {})).status).toBe(401);
    expect((await refund(payment.id, {}, fan.token)).status).toBe(403);
    const fanBackend = await tokenFor(t.deps, fan.id, 'backend');
    expect((await refund(payment.id, {}, fanBackend)).status).toBe(403);
    expect((await call(t, 'GET', '/admin-api/transactions', fanBackend)).status).toBe(403);
  });
});

describe('admin lists, dashboard and settings', () => {
  it('lists transactions with filters, and the dashboard adds them up', async () => {
    const { creator } = await sale(3000);
    const list = await body<{ data: TransactionView[]; meta: { total: number } }>(
      await call(t, 'GET', `/admin-api/transactions?filter[creator_id]=${creator.id}&filter[kind]=purchase`, admin),
    );
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ kind: 'purchase', amount: { amount: 3000 }, creator: { id: creator.id } });
    const bad = await call(t, 'GET', '/admin-api/transactions?filter[nope]=1', admin);
    expect(bad.status).toBe(422);
    const sales = await body<{ data: MoneySeries }>(
      await call(t, 'GET', '/admin-api/dashboard/sales?currency=USD', admin),
    );
    expect(sales.data.totals.gross).toBeGreaterThanOrEqual(3000);
    const income = await body<{ data: CreatorIncomeRow[] }>(
      await call(t, 'GET', '/admin-api/dashboard/creators-withdrawn-rdy-income', admin),
    );
    expect(income.data.find((r) => r.creator.id === creator.id)).toMatchObject({
      currency: 'USD',
      pending: 2700,
      ready: 0,
      withdrawn: 0,
    });
  });

  it('changes the fee and holding period with an audit row, and refuses bad values', async () => {
    const res = await call(t, 'PUT', '/admin-api/commerce-settings', admin, {
      platform_fee_bps: 1500,
      holding_days: 7,
    });
    expect((await body<{ data: CommerceSettings }>(res)).data).toEqual({ platform_fee_bps: 1500, holding_days: 7 });
    expect(await countRows(t, auditLog, eq(auditLog.action, 'commerce.settings'))).toBe(1);
    const bad = await call(t, 'PUT', '/admin-api/commerce-settings', admin, {
      platform_fee_bps: 10001,
      holding_days: -1,
    });
    expect(bad.status).toBe(422);
    expect(await countRows(t, auditLog, eq(auditLog.action, 'commerce.settings'))).toBe(1);
    const { payment } = await sale(1000);
    expect(payment.feeAmount).toBe(150);
  });
});

describe('admin currency rates', () => {
  it('sets display rates with an audit row, and refuses a rate of 0', async () => {
    const res = await call(t, 'PUT', '/admin-api/currency-rates', admin, {
      rates: [{ currency: 'JPY', per_usd: 151.25 }],
    });
    expect(res.status).toBe(200);
    const rates = (await body<{ data: CurrencyRate[] }>(res)).data;
    expect(rates.find((r) => r.currency === 'JPY')!.per_usd).toBe(151.25);
    expect(await countRows(t, auditLog, eq(auditLog.action, 'currency.rates'))).toBe(1);
    const bad = await call(t, 'PUT', '/admin-api/currency-rates', admin, { rates: [{ currency: 'JPY', per_usd: 0 }] });
    expect(fieldErrors(await body<ErrorBody>(bad), 'rates.0.per_usd')).toEqual([M.rateInvalid]);
    const publicRates = (await body<{ data: CurrencyRate[] }>(await call(t, 'GET', '/api/currency-rates'))).data;
    expect(publicRates.find((r) => r.currency === 'JPY')!.per_usd).toBe(151.25);
  });
});
