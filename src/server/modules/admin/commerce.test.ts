import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@shared/schemas/admin';
import type { TopContent, TopCreators } from '@shared/schemas/admin-dashboard';
import type { TransactionView } from '@shared/schemas/commerce';
import type { Coupon } from '@shared/schemas/coupons';
import { auditLog, coupons, ledgerTransactions } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { countRows, type ErrorBody } from '../auth/testing';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';
import { buy } from '../payments/testing';
import { adminSession, json, put, type AdminSession } from './testing';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const siteCoupon = {
  code: 'summer-all',
  discount_type: 'percent',
  value: 15,
  currency: null,
  scope: 'all',
  content_id: null,
  starts_at: null,
  ends_at: null,
  usage_limit: 100,
  per_fan_limit: 1,
};
const couponAudit = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'coupons'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('admin site-wide coupons', () => {
  it('creates a site-wide coupon, lists, changes and stops it, auditing each write', async () => {
    const res = await t.request('/admin-api/coupons', { token: admin.token, json: siteCoupon });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await json<{ data: Coupon }>(res)).data;
    expect(created).toMatchObject({ code: 'SUMMER-ALL', scope: 'all', value: 15 });
    const listed = await t.request('/admin-api/coupons?search=summer', { token: admin.token });
    expect((await json<{ data: Coupon[] }>(listed)).data.map((c) => c.id)).toEqual([created.id]);
    const changed = await put(t, `/admin-api/coupons/${created.id}`, admin.token, { ...siteCoupon, value: 20 });
    expect((await json<{ data: Coupon }>(changed)).data.value).toBe(20);
    const del = await t.request(`/admin-api/coupons/${created.id}`, { method: 'DELETE', token: admin.token });
    expect(del.status).toBe(200);
    const entries = await couponAudit(created.id);
    expect(entries.map((e) => e.action)).toEqual(['coupons.create', 'coupons.update', 'coupons.delete']);
    expect(entries[1]?.before).toMatchObject({ value: 15 });
    expect(entries[1]?.after).toMatchObject({ value: 20 });
    expect((await put(t, `/admin-api/coupons/${created.id}`, admin.token, siteCoupon)).status).toBe(404);
  });

  it('refuses bad terms or a taken code with 422 and writes neither coupon nor audit row', async () => {
    await t.request('/admin-api/coupons', { token: admin.token, json: { ...siteCoupon, code: 'TAKEN1' } });
    const coupons0 = await countRows(t, coupons);
    const audit0 = await countRows(t, auditLog);
    const bad = await t.request('/admin-api/coupons', { token: admin.token, json: { ...siteCoupon, value: 150 } });
    expect(bad.status).toBe(422);
    expect((await json<ErrorBody>(bad)).errors?.[0]?.field).toBe('value');
    const dup = await t.request('/admin-api/coupons', { token: admin.token, json: { ...siteCoupon, code: 'taken1' } });
    expect(dup.status).toBe(422);
    expect((await json<ErrorBody>(dup)).errors).toEqual([
      { field: 'code', errors: ['This coupon code is already in use.'] },
    ]);
    expect(await countRows(t, coupons)).toBe(coupons0);
    expect(await countRows(t, auditLog)).toBe(audit0);
  });
});

describe('admin dashboard top content and user purchases', () => {
  it('ranks sold items by revenue in the currency and range, and shows a buyer\u2019s purchases', async () => {
    const creator = await person(t, 'creator');
    const cheap = await createContent(t.deps, creator.id, { price: 500 });
    const dear = await createContent(t.deps, creator.id, { price: 3000 });
    const fan = await person(t);
    const other = await person(t);
    await buy(t, fan.token, cheap.id);
    await buy(t, other.token, cheap.id);
    await buy(t, fan.token, dear.id);
    const currency = cheap.priceCurrency;
    const res = await t.request(`/admin-api/dashboard/top-content?currency=${currency}`, { token: admin.token });
    expect(res.status, await res.clone().text()).toBe(200);
    const top = (await json<{ data: TopContent }>(res)).data;
    const mine = top.items.filter((i) => i.owner_id === creator.id);
    expect(mine.map((i) => [i.content_id, i.orders, i.revenue.amount])).toEqual([
      [dear.id, 1, 3000],
      [cheap.id, 2, 1000],
    ]);
    const past = await t.request(`/admin-api/dashboard/top-content?currency=${currency}&to=2001-01-01`, {
      token: admin.token,
    });
    expect((await json<{ data: TopContent }>(past)).data.items).toEqual([]);
    const bad = await t.request('/admin-api/dashboard/top-content?currency=XXX', { token: admin.token });
    expect(bad.status).toBe(422);

    const detail = (
      await json<{ data: AdminUserDetail }>(await t.request(`/admin-api/users/${fan.id}`, { token: admin.token }))
    ).data;
    expect(detail.counts.purchases).toBe(2);
    expect(detail.purchases.map((p) => [p.content_id, p.status, p.total.amount])).toEqual([
      [dear.id, 'paid', 3000],
      [cheap.id, 'paid', 500],
    ]);
  });
});

describe('admin dashboard top creators', () => {
  it('ranks creators by sales less refunds in the currency and range of the sales chart', async () => {
    const big = await person(t, 'creator');
    const small = await person(t, 'creator');
    const bigItem = await createContent(t.deps, big.id, { price: 4000 });
    const smallItem = await createContent(t.deps, small.id, { price: 2500 });
    const fan = await person(t);
    const bought = await buy(t, fan.token, bigItem.id);
    await buy(t, fan.token, smallItem.id);
    // A partial refund of the bigger sale puts it below the smaller one: the ranking is net of refunds.
    const [payment] = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, bought.order_id!));
    const refund = await t.request(`/admin-api/transactions/${payment!.id}/refund`, {
      token: admin.token,
      json: { amount: 2000 },
    });
    expect(refund.status, await refund.clone().text()).toBe(200);
    expect((await json<{ data: TransactionView }>(refund)).data.refunded?.amount).toBe(2000);

    const currency = bigItem.priceCurrency;
    const res = await t.request(`/admin-api/dashboard/top-creators?currency=${currency}`, { token: admin.token });
    expect(res.status, await res.clone().text()).toBe(200);
    const top = (await json<{ data: TopCreators }>(res)).data;
    const ours = top.items.filter((r) => r.creator.id === big.id || r.creator.id === small.id);
    expect(ours.map((r) => [r.creator.id, r.sales, r.gross.amount, r.refunds.amount, r.net.amount])).toEqual([
      [small.id, 1, 2500, 0, 2500],
      [big.id, 1, 4000, 2000, 2000],
    ]);

    const other = currency === 'EUR' ? 'JPY' : 'EUR';
    const elsewhere = await t.request(`/admin-api/dashboard/top-creators?currency=${other}`, { token: admin.token });
    expect((await json<{ data: TopCreators }>(elsewhere)).data.items.map((r) => r.creator.id)).not.toContain(big.id);
    const past = await t.request(`/admin-api/dashboard/top-creators?currency=${currency}&to=2001-01-01`, {
      token: admin.token,
    });
    expect((await json<{ data: TopCreators }>(past)).data.items).toEqual([]);
    const backwards = await t.request('/admin-api/dashboard/top-creators?from=2024-02-01&to=2024-01-01', {
      token: admin.token,
    });
    expect(backwards.status).toBe(422);
    expect((await json<ErrorBody>(backwards)).errors?.map((e) => e.field)).toEqual(['from']);
  });
});
