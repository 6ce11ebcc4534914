import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommerceMessages as M,
  type MoneySeries,
  type PayoutView,
  type Wallet,
  type WalletEntry,
} from '@shared/schemas/commerce';
import { tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { ledgerTransactions, payouts } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { buy } from '../payments/testing';

let t: TestApp;
let now = Date.UTC(2026, 10, 1, 12);
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const fresh = (id: number) => tokenFor(t.deps, id, 'api');

describe('the creator wallet (test provider)', () => {
  it('holds income for the holding period, then lets it be withdrawn once, paid at once in test mode', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 1000 });
    await buy(t, fan.token, item.id);
    const wallet = async () =>
      (await body<{ data: Wallet }>(await call(t, 'GET', '/api/wallet', await fresh(creator.id)))).data;
    expect(await wallet()).toMatchObject({
      balance_currency: 'USD',
      platform_fee_bps: 1000,
      holding_days: 14,
      paypal: { linked: false, login_url: null },
      balances: [{ currency: 'USD', pending: 900, ready: 0, in_transit: 0, paid_out: 0 }],
    });
    const link = await call(t, 'POST', '/api/paypal/auth/link', creator.token, {
      access_token: 'test-creator-account',
      token_type: 'bearer',
    });
    expect(link.status).toBe(200);
    // In test mode the page links the address the creator typed, and shows that address back.
    const typed = await call(t, 'POST', '/api/paypal/auth/link', creator.token, {
      access_token: 'test-rin.sato@example.test',
      token_type: 'bearer',
    });
    expect(typed.status).toBe(200);
    expect((await wallet()).paypal).toMatchObject({ linked: true, email: 'rin.sato@example.test' });
    const early = await call(t, 'POST', '/api/wallet/withdraw', creator.token, {
      amount: 900,
      currency: 'USD',
      request_id: 'early-withdraw-1',
    });
    expect(early.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(early), 'amount')).toEqual([M.overReady]);
    expect(await countRows(t, payouts, eq(payouts.creatorId, creator.id))).toBe(0);

    now += 15 * DAY;
    expect((await wallet()).balances[0]).toMatchObject({ pending: 0, ready: 900 });
    const token = await fresh(creator.id);
    const res = await call(t, 'POST', '/api/wallet/withdraw', token, {
      amount: 400,
      currency: 'USD',
      request_id: 'withdraw-0001',
    });
    expect(res.status).toBe(201);
    expect((await body<{ data: PayoutView }>(res)).data).toMatchObject({
      status: 'paid',
      amount: { amount: 400, currency: 'USD' },
    });
    expect((await wallet()).balances[0]).toMatchObject({ ready: 500, in_transit: 0, paid_out: 400 });

    const history = await body<{ data: WalletEntry[]; meta: { total: number } }>(
      await call(t, 'GET', '/api/wallet/transactions', token),
    );
    expect(history.data.map((e) => [e.kind, e.amount.amount])).toEqual([
      ['payout', -400],
      ['purchase', 900],
    ]);
    const income = await body<{ data: MoneySeries }>(
      await call(t, 'GET', `/api/wallet/income?from=2026-10-25&to=2026-11-20&interval=week`, token),
    );
    expect(income.data.totals).toMatchObject({ gross: 1000, fees: 100, net: 900, count: 1 });
    expect(income.data.points.length).toBeGreaterThanOrEqual(4);
    const bad = await call(t, 'GET', '/api/wallet/income?interval=year', token);
    expect(bad.status).toBe(422);
    const unlinked = await call(t, 'POST', '/api/paypal/auth/unlink', token);
    expect((await body<{ data: Wallet['paypal'] }>(unlinked)).data.linked).toBe(false);
  });

  it('is for creators only, and a malformed withdrawal writes nothing', async () => {
    const fan = await person(t);
    expect((await call(t, 'GET', '/api/wallet', fan.token)).status).toBe(403);
    expect((await call(t, 'GET', '/api/wallet')).status).toBe(401);
    const creator = await person(t, 'creator');
    const res = await call(t, 'POST', '/api/wallet/withdraw', creator.token, {
      amount: 1.5,
      currency: 'GBP',
      request_id: 'x',
    });
    expect(res.status).toBe(422);
    const error = await body<ErrorBody>(res);
    expect(fieldErrors(error, 'amount')).toEqual([M.amountInvalid]);
    expect(fieldErrors(error, 'currency')).toEqual([M.currencyInvalid]);
    expect(fieldErrors(error, 'request_id')).toEqual([M.requestIdInvalid]);
    expect(await countRows(t, ledgerTransactions, eq(ledgerTransactions.creatorId, creator.id))).toBe(0);
  });
});
