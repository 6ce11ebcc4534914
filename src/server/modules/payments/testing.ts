import { expect } from 'vitest';
import type { CaptureResult, PaymentIntent, PendingSubscription } from '@shared/schemas/commerce';
import type { TestApp } from '@tests/support/harness';
import { call } from '../fan/testing';

/** Helpers shared by the money API tests (never imported by production code). */
export async function startPurchase(t: TestApp, token: string, contentId: number, couponCode?: string) {
  const res = await call(t, 'POST', '/api/paypal/create-pi', token, {
    content_id: contentId,
    ...(couponCode && { coupon_code: couponCode }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: PaymentIntent }).data;
}

/** The buyer's answer on the test provider's checkout page (a form post, as the browser sends it). */
export async function answerCheckout(
  t: TestApp,
  id: string,
  decision: 'approve' | 'decline' | 'approve-fail-renewals',
) {
  const res = await t.app.request(`/api/payments/test-checkout/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

export function capture(t: TestApp, token: string, paymentIntentId: string) {
  return call(t, 'PUT', '/api/paypal/capture', token, { payment_intent_id: paymentIntentId });
}

/** create-pi → approve → capture; answers the capture result. */
export async function buy(t: TestApp, token: string, contentId: number, couponCode?: string): Promise<CaptureResult> {
  const intent = await startPurchase(t, token, contentId, couponCode);
  await answerCheckout(t, intent.payment_intent_id, 'approve');
  const res = await capture(t, token, intent.payment_intent_id);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: CaptureResult }).data;
}

/** create-pending-subscription → approve → capture (activation). */
export async function join(
  t: TestApp,
  token: string,
  communityId: number,
  decision: 'approve' | 'approve-fail-renewals' = 'approve',
) {
  const res = await call(t, 'POST', '/api/paypal/create-pending-subscription', token, { content_id: communityId });
  expect(res.status, await res.clone().text()).toBe(201);
  const pending = ((await res.json()) as { data: PendingSubscription }).data;
  await answerCheckout(t, pending.payment_intent_id, decision);
  const done = await capture(t, token, pending.payment_intent_id);
  expect(done.status, await done.clone().text()).toBe(200);
  return { pending, result: ((await done.json()) as { data: CaptureResult }).data };
}
