import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local PayPal for tests: the REST endpoints Stagepass calls, with PayPal's documented request and response
 * shapes and error cases — OAuth2 client credentials (401 on a bad client or token) and the authorization code of
 * "Log in with PayPal" (400 invalid_grant), Orders v2 (create,
 * get, capture with ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED / INSTRUMENT_DECLINED), Payments v2 capture
 * refunds (422 CAPTURE_FULLY_REFUNDED / REFUND_AMOUNT_EXCEEDED in `details`), Payments v1 sales (get; refund with
 * 400 TRANSACTION_ALREADY_REFUNDED / REFUND_EXCEEDED_TRANSACTION_AMOUNT / TRANSACTION_REFUSED as the `name`),
 * catalog products, billing plans and subscriptions (create, get, cancel, suspend), Payouts, userinfo, and
 * verify-webhook-signature. Writes honour PayPal-Request-Id: a replay
 * answers the first response, and a write sent without one is noted in `writesWithoutRequestId`. The test plays
 * the buyer with `approve()`, sends signed webhooks with `deliver()`, makes PayPal fail once with `failNext()`
 * (429 RATE_LIMIT_REACHED, 503…), bills a subscription with `sale()` (refundable through Payments v1), refunds on
 * PayPal's own site with `refundOnPayPal()` (our ledger does not hear of it) and stops the caller right after a
 * capture with `onCapture()`.
 */
export interface PayPalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The buyer approves an order or a subscription on PayPal's page. */
  approve(id: string): void;
  /**
   * PayPal bills a subscription once more: the sale is kept (so it can be refunded through Payments v1) and its
   * PAYMENT.SALE.COMPLETED resource is returned, for `deliver()`.
   */
  sale(subscriptionId: string): Record<string, unknown>;
  /**
   * The merchant refunds a capture or a sale on PayPal's site, in full or `value` of it (major units): PayPal's
   * records then differ from our ledger, which only learns of refunds it makes itself.
   */
  refundOnPayPal(captureOrSaleId: string, value?: string): void;
  /** The buyer's instrument will be declined at capture. */
  declineAtCapture(orderId: string): void;
  /** Tokens issued so far expire now (the next call gets a 401). */
  expireTokens(): void;
  /** A user access token for "Log in with PayPal". */
  userToken(payerId: string, email: string): string;
  /** The one-use authorization code "Log in with PayPal" sends back to the return URL, for that person. */
  loginCode(payerId: string, email: string): string;
  /** A webhook delivery signed the way PayPal signs it (headers + exact body). */
  deliver(eventType: string, resource: unknown): { headers: Record<string, string>; body: string };
  /**
   * The next request to "METHOD /path" (ids as :id) answers this error instead, once; `issue` puts a v2 reason in
   * `details` (e.g. 422 UNPROCESSABLE_ENTITY with REFUND_TIME_LIMIT_EXCEEDED).
   */
  failNext(call: string, status: number, name: string, issue?: string): void;
  /**
   * Runs `hook` once the order is captured at PayPal and before PayPal answers: the caller's process can be
   * stopped exactly between the provider's capture and its own commit.
   */
  onCapture(orderId: string, hook: () => Promise<void>): void;
  /** How many requests reached each "METHOD /path" (ids replaced by :id). */
  calls: Map<string, number>;
  /** Writes (every POST but the OAuth token and the signature check) that came without a PayPal-Request-Id. */
  writesWithoutRequestId: string[];
  /** Sub-state for assertions. */
  orders: Map<string, StandInOrder>;
  subscriptions: Map<string, StandInSubscription>;
  tokenRequests(): number;
  close(): Promise<void>;
}

interface Amount {
  currency_code: string;
  value: string;
}
interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: Amount;
  reference_id: string;
  decline: boolean;
  capture?: { id: string; status: string; amount: Amount; refunded: number };
}
interface StandInSubscription {
  id: string;
  plan_id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED';
  start?: string;
}

const decimals: Record<string, number> = { USD: 2, EUR: 2, JPY: 0 };
const newId = (prefix = '') => prefix + randomBytes(8).toString('hex').toUpperCase().slice(0, 17);

function error(res: ServerResponse, status: number, name: string, issue?: string, message = name) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({ name, message, debug_id: newId(), ...(issue && { details: [{ issue, description: issue }] }) }),
  );
}

/** Payments v2's refusal: 422 UNPROCESSABLE_ENTITY, the reason in `details[].issue`, and its documentation link. */
function unprocessable(res: ServerResponse, issue: string, description: string) {
  res.writeHead(422, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: newId(),
      details: [{ issue, description }],
      links: [
        {
          href: `https://developer.paypal.com/docs/api/v2/payments/#${issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    }),
  );
}

/** Payments v1's error: the reason is the error's `name`, with an `information_link` (no `details`). */
function v1Error(res: ServerResponse, status: number, name: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      name,
      message,
      information_link: `https://developer.paypal.com/docs/api/payments/#errors`,
      debug_id: newId(),
    }),
  );
}

function validAmount(a: Amount | undefined): boolean {
  if (!a || !(a.currency_code in decimals)) return false;
  const d = decimals[a.currency_code]!;
  return (d === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${d}})?$`)).test(a.value);
}
const minor = (a: Amount) => Math.round(Number(a.value) * 10 ** (decimals[a.currency_code] ?? 2));
const major = (amount: number, like: Amount) => {
  const d = decimals[like.currency_code] ?? 2;
  return (amount / 10 ** d).toFixed(d);
};

/** The server's environment for `PAYMENTS=paypal` against this stand-in. */
export function paypalEnv(standIn: PayPalStandIn): Record<string, string> {
  return {
    PAYMENTS: 'paypal',
    PAYPAL_BASE_URL: standIn.url,
    PAYPAL_CLIENT_ID: standIn.clientId,
    PAYPAL_CLIENT_SECRET: standIn.clientSecret,
    PAYPAL_WEBHOOK_ID: standIn.webhookId,
  };
}

export async function startPayPalStandIn(): Promise<PayPalStandIn> {
  const clientId = 'stand-in-client';
  const clientSecret = 'stand-in-secret';
  const webhookId = 'WH-STANDIN';
  const signingKey = randomBytes(16);
  const tokens = new Map<string, number>();
  const userTokens = new Map<string, { payerId: string; email: string }>();
  const loginCodes = new Map<string, { payerId: string; email: string }>();
  const replays = new Map<string, { status: number; body: string }>();
  const orders = new Map<string, StandInOrder>();
  const plans = new Map<string, { amount: Amount }>();
  const subscriptions = new Map<string, StandInSubscription>();
  const sales = new Map<string, { amount: Amount; refunded: number; subscriptionId: string; time: string }>();
  const calls = new Map<string, number>();
  const failures = new Map<string, { status: number; name: string; issue?: string }>();
  const captureHooks = new Map<string, () => Promise<void>>();
  const writesWithoutRequestId: string[] = [];
  let tokenCount = 0;

  const sign = (transmissionId: string, time: string, body: string) =>
    createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${webhookId}|${body}`).digest('base64');

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(res: ServerResponse, status: number, body: unknown, replayKey?: string) {
    const text = body === undefined ? '' : JSON.stringify(body);
    if (replayKey) replays.set(replayKey, { status, body: text });
    res.writeHead(status, text ? { 'Content-Type': 'application/json' } : {});
    res.end(text);
  }

  const saleView = (id: string, sale: { amount: Amount; refunded: number; subscriptionId: string; time: string }) => ({
    id,
    state: sale.refunded === 0 ? 'completed' : sale.refunded < minor(sale.amount) ? 'partially_refunded' : 'refunded',
    amount: { total: sale.amount.value, currency: sale.amount.currency_code },
    billing_agreement_id: sale.subscriptionId,
    create_time: sale.time,
  });

  const orderView = (o: StandInOrder) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        reference_id: o.reference_id,
        amount: o.amount,
        ...(o.capture && {
          payments: { captures: [{ id: o.capture.id, status: o.capture.status, amount: o.capture.amount }] },
        }),
      },
    ],
    links: [
      { rel: 'self', href: `/v2/checkout/orders/${o.id}`, method: 'GET' },
      { rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, method: 'GET' },
      { rel: 'capture', href: `/v2/checkout/orders/${o.id}/capture`, method: 'POST' },
    ],
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      const raw = await readBody(req);
      const key = `${req.method} ${path.replace(/\/[A-Z0-9-]{10,}(?=\/|$)/g, '/:id')}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      const auth = req.headers.authorization ?? '';

      if (path === '/v1/oauth2/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        const form = new URLSearchParams(raw);
        if (auth === expected && form.get('grant_type') === 'authorization_code') {
          const who = loginCodes.get(form.get('code') ?? '');
          if (!who) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
          loginCodes.delete(form.get('code')!);
          const token = `A21AAuser${randomBytes(8).toString('hex')}`;
          userTokens.set(token, who);
          return send(res, 200, {
            access_token: token,
            token_type: 'Bearer',
            expires_in: 28800,
            scope: 'openid email',
          });
        }
        if (auth !== expected || raw !== 'grant_type=client_credentials') {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        tokenCount += 1;
        const token = `A21AA${randomBytes(12).toString('hex')}`;
        tokens.set(token, Date.now() + 32_400_000);
        return send(res, 200, {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-STANDIN',
          expires_in: 32400,
          nonce: newId(),
        });
      }
      if (path === '/v1/identity/oauth2/userinfo') {
        const who = userTokens.get(auth.replace(/^Bearer /, ''));
        if (!who) return error(res, 401, 'invalid_token');
        return send(res, 200, {
          user_id: `https://www.paypal.com/webapps/auth/identity/user/${who.payerId}`,
          payer_id: who.payerId,
          emails: [{ value: who.email, primary: true, confirmed: true }],
        });
      }
      const bearer = auth.replace(/^Bearer /, '');
      if ((tokens.get(bearer) ?? 0) < Date.now())
        return error(
          res,
          401,
          'AUTHENTICATION_FAILURE',
          undefined,
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        );

      const requestId = req.headers['paypal-request-id'];
      if (req.method === 'POST' && path !== '/v1/notifications/verify-webhook-signature' && !requestId) {
        writesWithoutRequestId.push(key);
      }
      const failure = failures.get(key);
      if (failure) {
        failures.delete(key);
        return error(res, failure.status, failure.name, failure.issue, `${failure.name} (stand-in)`);
      }
      const replayKey = req.method === 'POST' && typeof requestId === 'string' ? `${path} ${requestId}` : undefined;
      if (replayKey && replays.has(replayKey)) {
        const first = replays.get(replayKey)!;
        res.writeHead(first.status, { 'Content-Type': 'application/json' });
        return res.end(first.body);
      }
      const body = raw ? (JSON.parse(raw) as Record<string, any>) : {}; // eslint-disable-line @typescript-eslint/no-explicit-any
      let m: RegExpExecArray | null;

      if (path === '/v2/checkout/orders' && req.method === 'POST') {
        const unit = body.purchase_units?.[0];
        if (body.intent !== 'CAPTURE' || !unit) return error(res, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
        if (!validAmount(unit.amount)) return error(res, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
        const order: StandInOrder = {
          id: newId(),
          status: 'CREATED',
          amount: unit.amount,
          reference_id: unit.reference_id ?? 'default',
          decline: false,
        };
        orders.set(order.id, order);
        return send(res, 201, orderView(order), replayKey);
      }
      if ((m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)) && req.method === 'GET') {
        const order = orders.get(m[1]!);
        return order ? send(res, 200, orderView(order)) : error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }
      if ((m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)) && req.method === 'POST') {
        const order = orders.get(m[1]!);
        if (!order) return error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (order.status === 'COMPLETED') return error(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return error(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        if (order.decline) return error(res, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
        order.status = 'COMPLETED';
        order.capture = { id: newId(), status: 'COMPLETED', amount: order.amount, refunded: 0 };
        const hook = captureHooks.get(order.id);
        captureHooks.delete(order.id);
        if (hook) await hook();
        return send(res, 201, orderView(order), replayKey);
      }
      if ((m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)) && req.method === 'POST') {
        const order = [...orders.values()].find((o) => o.capture?.id === m![1]);
        if (!order?.capture) return error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        const capture = order.capture;
        const left = minor(capture.amount) - capture.refunded;
        if (left === 0)
          return unprocessable(res, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
        // No amount: a refund of what is left.
        const amount: Amount = body.amount ?? {
          currency_code: capture.amount.currency_code,
          value: major(left, capture.amount),
        };
        if (!validAmount(amount)) return unprocessable(res, 'DECIMAL_PRECISION', 'DECIMAL_PRECISION');
        if (amount.currency_code !== capture.amount.currency_code)
          return unprocessable(
            res,
            'REFUND_CAPTURE_CURRENCY_MISMATCH',
            'Refund must be in the same currency as the capture.',
          );
        if (minor(amount) > left)
          return unprocessable(
            res,
            'REFUND_AMOUNT_EXCEEDED',
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          );
        capture.refunded += minor(amount);
        capture.status = capture.refunded === minor(capture.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        return send(res, 201, { id: newId(), status: 'COMPLETED', amount }, replayKey);
      }
      if ((m = /^\/v1\/payments\/sale\/([^/]+)$/.exec(path)) && req.method === 'GET') {
        const sale = sales.get(m[1]!);
        if (!sale) return v1Error(res, 404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
        return send(res, 200, saleView(m[1]!, sale));
      }
      if ((m = /^\/v1\/payments\/sale\/([^/]+)\/refund$/.exec(path)) && req.method === 'POST') {
        const sale = sales.get(m[1]!);
        if (!sale) return v1Error(res, 404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
        const left = minor(sale.amount) - sale.refunded;
        if (left === 0)
          return v1Error(
            res,
            400,
            'TRANSACTION_ALREADY_REFUNDED',
            'Refund transaction refused - this transaction has already been refunded.',
          );
        const wanted = body.amount as { total?: string; currency?: string } | undefined;
        const amount: Amount = wanted
          ? { currency_code: wanted.currency ?? '', value: wanted.total ?? '' }
          : { currency_code: sale.amount.currency_code, value: major(left, sale.amount) };
        if (!validAmount(amount) || amount.currency_code !== sale.amount.currency_code)
          return v1Error(res, 400, 'VALIDATION_ERROR', 'Invalid request - see details');
        if (minor(amount) > minor(sale.amount))
          return v1Error(
            res,
            400,
            'REFUND_EXCEEDED_TRANSACTION_AMOUNT',
            'Refund refused - the requested refund amount would exceed the amount of transaction being refunded.',
          );
        // Within the sale's amount but more than is left: PayPal's catch-all refusal.
        if (minor(amount) > left) return v1Error(res, 400, 'TRANSACTION_REFUSED', 'The request was refused.');
        sale.refunded += minor(amount);
        const refund = {
          id: newId(),
          state: 'completed',
          amount: { total: amount.value, currency: amount.currency_code },
          sale_id: m[1],
        };
        return send(res, 201, refund, replayKey);
      }
      if (path === '/v1/catalogs/products' && req.method === 'POST') {
        if (!body.name || !body.type) return error(res, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
        return send(res, 201, { id: `PROD-${newId()}`, name: body.name, type: body.type }, replayKey);
      }
      if (path === '/v1/billing/plans' && req.method === 'POST') {
        const price = body.billing_cycles?.[0]?.pricing_scheme?.fixed_price as Amount | undefined;
        if (!body.product_id || !validAmount(price))
          return error(res, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
        const id = `P-${newId()}`;
        plans.set(id, { amount: price! });
        return send(res, 201, { id, product_id: body.product_id, status: 'ACTIVE' }, replayKey);
      }
      if (path === '/v1/billing/subscriptions' && req.method === 'POST') {
        if (!plans.has(body.plan_id)) return error(res, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_RESOURCE_ID');
        const sub: StandInSubscription = { id: `I-${newId()}`, plan_id: body.plan_id, status: 'APPROVAL_PENDING' };
        subscriptions.set(sub.id, sub);
        return send(
          res,
          201,
          {
            id: sub.id,
            status: sub.status,
            links: [
              {
                rel: 'approve',
                href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${sub.id}`,
                method: 'GET',
              },
            ],
          },
          replayKey,
        );
      }
      if ((m = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(path)) && req.method === 'GET') {
        const sub = subscriptions.get(m[1]!);
        if (!sub) return error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        const plan = plans.get(sub.plan_id)!;
        const billing = sub.start
          ? {
              billing_info: {
                next_billing_time: new Date(Date.parse(sub.start) + 30 * 86_400_000).toISOString(),
                last_payment: {
                  amount: { currency_code: plan.amount.currency_code, value: plan.amount.value },
                  time: sub.start,
                },
              },
            }
          : {};
        return send(res, 200, { id: sub.id, plan_id: sub.plan_id, status: sub.status, ...billing });
      }
      if ((m = /^\/v1\/billing\/subscriptions\/([^/]+)\/(cancel|suspend)$/.exec(path)) && req.method === 'POST') {
        const sub = subscriptions.get(m[1]!);
        if (!sub) return error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (sub.status === 'CANCELLED') return error(res, 422, 'UNPROCESSABLE_ENTITY', 'SUBSCRIPTION_STATUS_INVALID');
        sub.status = m[2] === 'cancel' ? 'CANCELLED' : 'SUSPENDED';
        return send(res, 204, undefined, replayKey);
      }
      if (path === '/v1/payments/payouts' && req.method === 'POST') {
        const batchId = body.sender_batch_header?.sender_batch_id;
        const item = body.items?.[0];
        if (!batchId || !item) return error(res, 400, 'VALIDATION_ERROR');
        if ([...replays.keys()].some((k) => k.startsWith('payout-batch ') && k === `payout-batch ${batchId}`)) {
          return error(res, 400, 'USER_BUSINESS_ERROR', 'SENDER_BATCH_ID_ALREADY_USED');
        }
        replays.set(`payout-batch ${batchId}`, { status: 0, body: '' });
        return send(
          res,
          201,
          {
            batch_header: {
              payout_batch_id: newId('B'),
              batch_status: 'PENDING',
              sender_batch_header: body.sender_batch_header,
            },
          },
          replayKey,
        );
      }
      if (path === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
        const ok =
          body.webhook_id === webhookId &&
          body.auth_algo === 'SHA256withRSA' &&
          body.transmission_sig ===
            sign(body.transmission_id, body.transmission_time, JSON.stringify(body.webhook_event));
        return send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      return error(res, 404, 'RESOURCE_NOT_FOUND');
    })().catch((e: unknown) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    webhookId,
    calls,
    writesWithoutRequestId,
    orders,
    subscriptions,
    failNext(call, status, name, issue) {
      failures.set(call, { status, name, issue });
    },
    onCapture(orderId, hook) {
      captureHooks.set(orderId, hook);
    },
    tokenRequests: () => tokenCount,
    approve(id) {
      const order = orders.get(id);
      if (order && order.status === 'CREATED') order.status = 'APPROVED';
      const sub = subscriptions.get(id);
      if (sub && sub.status === 'APPROVAL_PENDING') {
        sub.status = 'ACTIVE';
        sub.start = new Date().toISOString();
      }
    },
    sale(subscriptionId) {
      const sub = subscriptions.get(subscriptionId)!;
      const price = plans.get(sub.plan_id)!.amount;
      const id = newId();
      const sale = { amount: price, refunded: 0, subscriptionId, time: new Date().toISOString() };
      sales.set(id, sale);
      return saleView(id, sale);
    },
    refundOnPayPal(id, value) {
      const capture = [...orders.values()].find((o) => o.capture?.id === id)?.capture;
      const target = capture ?? sales.get(id);
      if (!target) throw new Error(`no capture or sale ${id}`);
      const left = minor(target.amount) - target.refunded;
      target.refunded += value === undefined ? left : Math.min(left, minor({ ...target.amount, value }));
      if (capture) capture.status = capture.refunded === minor(capture.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    },
    declineAtCapture(orderId) {
      orders.get(orderId)!.decline = true;
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    loginCode(payerId, email) {
      const code = `C21AA${randomBytes(8).toString('hex')}`;
      loginCodes.set(code, { payerId, email });
      return code;
    },
    userToken(payerId, email) {
      const token = `A21AAuser${randomBytes(8).toString('hex')}`;
      userTokens.set(token, { payerId, email });
      return token;
    },
    deliver(eventType, resource) {
      const event = {
        id: `WH-${newId()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'checkout-order',
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const body = JSON.stringify(event);
      const transmissionId = randomBytes(12).toString('hex');
      const time = new Date().toISOString();
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-STANDIN',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sign(transmissionId, time, body),
          'paypal-transmission-time': time,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
