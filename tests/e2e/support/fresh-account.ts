import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import type { Account } from './session';

/**
 * A journey that writes what a person can write only once (a report, a review, a purchase) makes its own
 * fan through the real sign-up and e-mail verification, so a retry starts from a clean account instead of
 * meeting the first attempt's writes. The demo accounts stay for journeys that only read.
 */

const json = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

async function clientToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/token', {
    headers: json,
    data: {
      grant_type: 'client_credentials',
      client_id: 'stagepass-web',
      client_secret: 'stagepass-web-secret',
      scopes: ['api'],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

/**
 * Signs up a new fan with a verified e-mail and answers their sign-in details. Each one signs up from an
 * address of its own (the documentation range, through the e2e server's trusted proxy header): a person, not
 * a script registering many accounts from one address, which the per-address sign-up limit refuses.
 */
export async function newFan(request: APIRequestContext, name = 'Journey fan'): Promise<Account> {
  const bytes = randomBytes(6);
  const tag = bytes.subarray(0, 5).toString('hex');
  const address = `203.0.113.${bytes[5]! % 250}`;
  const account = { email: `fan-${tag}@example.test`, password: `Stage-${tag}-pass!` };
  const token = await clientToken(request);
  const registered = await request.post('/auth/register', {
    headers: { ...json, Authorization: `Bearer ${token}`, 'X-Forwarded-For': address },
    data: { ...account, login: `fan_${tag}`, name, type: 'fan' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await waitForMail(account.email, /email-verification\?token=/);
  const verification = linkIn(mail, /email-verification\?token=/).searchParams.get('token');
  const verified = await request.post('/auth/verification/email', {
    headers: { ...json, Authorization: `Bearer ${token}` },
    data: { token: verification },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return account;
}

/** The fan's own access token, as the PWA gets it at sign-in. */
export async function signInThroughApi(request: APIRequestContext, account: Account): Promise<string> {
  const token = await clientToken(request);
  const response = await request.post('/auth/login', {
    headers: { ...json, Authorization: `Bearer ${token}` },
    data: account,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

/** Buys a paid item with the built-in test payments: order, the buyer's approval on the checkout page, capture. */
export async function buyThroughApi(request: APIRequestContext, account: Account, contentId: number): Promise<void> {
  const token = await signInThroughApi(request, account);
  const headers = { ...json, Authorization: `Bearer ${token}` };
  const created = await request.post('/api/paypal/create-pi', { headers, data: { content_id: contentId } });
  expect(created.status(), await created.text()).toBe(201);
  const intent = ((await created.json()) as { data: { payment_intent_id: string } }).data.payment_intent_id;
  const approved = await request.post(`/api/payments/test-checkout/${intent}`, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  const captured = await request.put('/api/paypal/capture', { headers, data: { payment_intent_id: intent } });
  expect(captured.status(), await captured.text()).toBe(200);
}
