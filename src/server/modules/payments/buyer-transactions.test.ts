import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import type { TransactionView } from '@shared/schemas/commerce';
import { createTestApp } from '@tests/support/harness';
import { adminSession } from '../admin/testing';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from '../fan/testing';
import { buy, join } from './testing';

/**
 * GET /api/transactions as the PWA's purchases page reads it: the buyer's payments and refunds, newest first,
 * paged, narrowed by kind; nobody else's row ever, whatever the query asks for.
 */
let t: TestApp;
let now = Date.now();
const MINUTE = 60_000;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

type Page = { data: TransactionView[]; meta: { total: number; current_page: number; last_page: number } };

async function list(token: string, query = ''): Promise<Page> {
  const res = await call(t, 'GET', `/api/transactions${query}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return body<Page>(res);
}

describe("the buyer's transactions", () => {
  let fan: Awaited<ReturnType<typeof person>>;
  let other: Awaited<ReturnType<typeof person>>;
  let ids: { purchase: number; community: number; refund: number; othersRefund: number };

  beforeAll(async () => {
    fan = await person(t);
    other = await person(t);
    const creator = await person(t, 'creator');
    const admin = await adminSession(t);
    const item = await createContent(t.deps, creator.id, { price: 1234, title: 'Waacking basics' });
    const club = await createContent(t.deps, creator.id, {
      price: 500,
      currency: 'JPY',
      type: ContentType.subscription,
      title: 'Morning club',
    });
    await buy(t, fan.token, item.id);
    now += MINUTE;
    await buy(t, other.token, item.id);
    now += MINUTE;
    await join(t, fan.token, club.id);
    now += MINUTE;

    const all = await call(t, 'GET', `/admin-api/transactions?filter[content_id]=${item.id}`, admin.token);
    const payments = (await body<Page>(all)).data;
    const paymentOf = (buyerId: number) => payments.find((p) => p.buyer?.id === buyerId)!.id;
    const refund = async (id: number, amount?: number) => {
      const res = await call(t, 'POST', `/admin-api/transactions/${id}/refund`, admin.token, amount ? { amount } : {});
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await refund(paymentOf(fan.id), 234);
    now += MINUTE;
    await refund(paymentOf(other.id));

    const own = await list(fan.token);
    const byKind = (kind: string) => own.data.find((r) => r.kind === kind)!.id;
    const theirs = await list(other.token, '?filter[kind]=refund');
    ids = {
      purchase: byKind('purchase'),
      community: byKind('subscription_payment'),
      refund: byKind('refund'),
      othersRefund: theirs.data[0]!.id,
    };
  });

  it('lists payments and refunds newest first, with what was refunded of each payment', async () => {
    const page = await list(fan.token);
    expect(page.meta.total).toBe(3);
    expect(page.data.map((r) => r.id)).toEqual([ids.refund, ids.community, ids.purchase]);
    expect(page.data.every((r) => r.buyer?.id === fan.id)).toBe(true);
    expect(page.data[0]).toMatchObject({
      kind: 'refund',
      amount: { amount: 234, currency: 'USD' },
      refund_of: ids.purchase,
      content: { title: 'Waacking basics' },
    });
    expect(page.data[1]).toMatchObject({
      kind: 'subscription_payment',
      amount: { amount: 500, currency: 'JPY' },
      refunded: { amount: 0, currency: 'JPY' },
      provider: 'test',
    });
    expect(page.data[2]).toMatchObject({
      kind: 'purchase',
      amount: { amount: 1234, currency: 'USD' },
      refunded: { amount: 234, currency: 'USD' },
    });
  });

  it('pages', async () => {
    const second = await list(fan.token, '?limit=2&page=2');
    expect(second.meta).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
    expect(second.data.map((r) => r.id)).toEqual([ids.purchase]);
  });

  it('narrows to payments or to refunds by kind', async () => {
    const payments = await list(fan.token, '?filter[kind][in]=purchase,subscription_payment');
    expect(payments.data.map((r) => r.id)).toEqual([ids.community, ids.purchase]);
    const refunds = await list(fan.token, '?filter[kind]=refund');
    expect(refunds.data.map((r) => r.id)).toEqual([ids.refund]);
  });

  it("never shows another buyer's row, whatever the filters ask for", async () => {
    for (const query of [
      `?filter[buyer_id]=${other.id}`,
      `?filter[kind]=refund&filter[buyer_id]=${other.id}`,
      `?filter[kind][in]=refund,payout`,
      `?filter[buyer_id][<>]=${fan.id}`,
      '?search=Waacking&limit=100',
    ]) {
      const page = await list(fan.token, query);
      expect(
        page.data.every((r) => r.buyer?.id === fan.id),
        query,
      ).toBe(true);
      expect(page.data.map((r) => r.id)).not.toContain(ids.othersRefund);
    }
    expect((await list(fan.token, `?filter[buyer_id]=${other.id}`)).meta.total).toBe(0);
  });

  it('refuses a kind or a currency it does not know (422 naming the parameter)', async () => {
    for (const [query, field, message] of [
      ['?filter[kind]=refunds', 'filter[kind]', 'Value "refunds" is not allowed for "kind".'],
      ['?filter[kind][in]=purchase,gift', 'filter[kind][in]', 'Value "gift" is not allowed for "kind".'],
      ['?filter[currency]=YEN', 'filter[currency]', 'Value "YEN" is not allowed for "currency".'],
    ] as const) {
      const res = await call(t, 'GET', `/api/transactions${query}`, fan.token);
      expect(res.status, query).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field)).toEqual([message]);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call(t, 'GET', '/api/transactions')).status).toBe(401);
  });
});
