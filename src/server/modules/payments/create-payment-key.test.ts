import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceMessages as M, type PaymentIntent } from '@shared/schemas/commerce';
import { createTestApp } from '@tests/support/harness';
import { orders } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fanAndItems() {
  const fan = await person(t);
  const creator = await person(t, 'creator');
  const item = await createContent(t.deps, creator.id, { price: 700 });
  const other = await createContent(t.deps, creator.id, { price: 800 });
  return { fan, item, other };
}

const create = (token: string, contentId: number, key?: string) =>
  t.request('/api/paypal/create-pi', {
    method: 'POST',
    token,
    json: { content_id: contentId },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const intentOf = async (res: Response) => (await body<{ data: PaymentIntent }>(res)).data;
const ordersOf = (buyerId: number) => t.deps.db.select().from(orders).where(eq(orders.buyerId, buyerId));

describe('POST /api/paypal/create-pi with an Idempotency-Key (a double click on "Pay now")', () => {
  it('answers a repeat with the first order and opens no second one', async () => {
    const { fan, item } = await fanAndItems();
    const first = await create(fan.token, item.id, 'checkout-a');
    expect(first.status).toBe(201);
    const again = await create(fan.token, item.id, 'checkout-a');
    expect(again.status).toBe(201);
    expect(await intentOf(again)).toEqual(await intentOf(first));
    expect(await ordersOf(fan.id)).toHaveLength(1);
  });

  it('opens one order for parallel repeats', async () => {
    const { fan, item } = await fanAndItems();
    const answers = await Promise.all([1, 2, 3].map(() => create(fan.token, item.id, 'checkout-b')));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (r) => (await intentOf(r)).order_id));
    expect(new Set(ids).size).toBe(1);
    expect(await ordersOf(fan.id)).toHaveLength(1);
  });

  it('refuses the same key for another item with a 422 on the key, opening nothing', async () => {
    const { fan, item, other } = await fanAndItems();
    await create(fan.token, item.id, 'checkout-c');
    const res = await create(fan.token, other.id, 'checkout-c');
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'Idempotency-Key')).toEqual([M.idempotencyKeyReusedPayment]);
    expect(await ordersOf(fan.id)).toHaveLength(1);
  });

  it('keeps keys per fan, and without a key each call is a new order', async () => {
    const a = await fanAndItems();
    const b = await person(t);
    const mine = await intentOf(await create(a.fan.token, a.item.id, 'shared-key'));
    const theirs = await intentOf(await create(b.token, a.item.id, 'shared-key'));
    expect(theirs.order_id).not.toBe(mine.order_id);
    await create(a.fan.token, a.other.id);
    await create(a.fan.token, a.other.id);
    expect(await ordersOf(a.fan.id)).toHaveLength(3);
  });

  it('refuses a malformed key with a 422 on it', async () => {
    const { fan, item } = await fanAndItems();
    const res = await create(fan.token, item.id, 'has space');
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'Idempotency-Key')).toEqual([M.idempotencyKeyInvalid]);
  });
});
