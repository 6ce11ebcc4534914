import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceMessages as M } from '@shared/schemas/commerce';
import { createTestApp } from '@tests/support/harness';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';
import { startPurchase } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newIntent() {
  const fan = await person(t);
  const creator = await person(t, 'creator');
  const item = await createContent(t.deps, creator.id, { price: 900 });
  return { item, intent: await startPurchase(t, fan.token, item.id) };
}

const page = (id: string, back: string) =>
  t.app.request(`/api/payments/test-checkout/${id}?return=${encodeURIComponent(back)}`);
const answer = (id: string, decision: string, back?: string) =>
  t.app.request(`/api/payments/test-checkout/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, ...(back === undefined ? {} : { return: back }) }).toString(),
  });

describe('the test checkout sends the fan back where they came from', () => {
  it('carries the return address through its form and answers there, approved or declined', async () => {
    const { item, intent } = await newIntent();
    const from = `/ja/purchase?content=${item.id}&coupon=SPRING`;
    const html = await (await page(intent.payment_intent_id, from)).text();
    expect(html).toContain(`name="return" value="/ja/purchase?content=${item.id}&amp;coupon=SPRING"`);

    const approved = await answer(intent.payment_intent_id, 'approve', from);
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.origin).toBe(new URL(t.deps.config.publicUrl).origin);
    expect(back.pathname).toBe('/ja/purchase');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      content: String(item.id),
      coupon: 'SPRING',
      token: intent.payment_intent_id,
    });

    const other = await newIntent();
    const declined = await answer(other.intent.payment_intent_id, 'decline', `/en/purchase?content=${other.item.id}`);
    const cancelled = new URL(declined.headers.get('location')!);
    expect(cancelled.searchParams.get('cancelled')).toBe('1');
    expect(cancelled.searchParams.get('content')).toBe(String(other.item.id));
  });

  it('takes a full address of this site too', async () => {
    const { item, intent } = await newIntent();
    const from = `${t.deps.config.publicUrl}/ko/purchase?content=${item.id}`;
    const res = await answer(intent.payment_intent_id, 'approve', from);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/ko/purchase');
  });

  it.each(['https://evil.example/en/purchase', '//evil.example/en/purchase', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s with a 422 on return and answers nothing',
    async (foreign) => {
      const { intent } = await newIntent();
      expect((await page(intent.payment_intent_id, foreign)).status).toBe(422);
      const res = await answer(intent.payment_intent_id, 'approve', foreign);
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'return')).toEqual([M.returnInvalid]);
      // Still open: the refusal decided nothing.
      expect(await (await page(intent.payment_intent_id, '/en')).text()).toContain('name="decision"');
    },
  );
});
