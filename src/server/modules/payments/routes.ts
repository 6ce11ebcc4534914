import * as v from 'valibot';
import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import {
  CaptureSchema,
  commercePaths as P,
  CommerceDescriptors as M,
  CreatePaymentSchema,
  SubscriptionActionSchema,
  transactionListResource,
  CaptureResultSchema,
  CurrencyRateSchema,
  PaymentIntentSchema,
  PendingSubscriptionSchema,
  SubscriptionViewSchema,
  TransactionViewSchema,
  WebhookReceivedSchema,
} from '@shared/schemas/commerce';
import { AppError } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { libraryMembers, userIdOf } from '../fan';
import { idempotencyKey } from '../refunds/idempotency-key';
import { listTransactions } from '../refunds/list-transactions';
import { capturePayment } from './capture-payment';
import { createPayment } from './create-payment';
import { createPendingSubscription } from './create-subscription';
import { listCurrencyRates } from '../reference/currency-rates';
import { endSubscription, loadSubscriptionViews } from './end-subscription';
import { handleWebhook } from './handle-webhook';
import { mountTestCheckout } from './test-checkout-routes';

/** Mounted at /api: buying, communities, the buyer's transactions, currency rates, the provider's webhook. */
export const paymentsRouter = createRouter('api');

const member = { access: 'user', permissions: libraryMembers } as const;

defineRoute(
  paymentsRouter,
  {
    method: 'post',
    path: P.createPayment,
    summary: 'Start buying an item: order pending + approve URL (an Idempotency-Key makes a repeat answer the first)',
    ...member,
    body: CreatePaymentSchema,
    responses: { 201: One(PaymentIntentSchema) },
    refusals: [503],
  },
  async (c, { auth, body }) => {
    const key = idempotencyKey(c.req.header());
    return one(c, await createPayment(c.var.deps, userIdOf(auth), body, c.var.locale, key), 201);
  },
);

defineRoute(
  paymentsRouter,
  {
    method: 'put',
    path: P.capture,
    summary: 'Capture an approved payment (idempotent) and unlock',
    ...member,
    body: CaptureSchema,
    responses: { 200: One(CaptureResultSchema) },
    refusals: [404, 409, 502, 503],
  },
  async (c, { auth, body }) => one(c, await capturePayment(c.var.deps, userIdOf(auth), body.payment_intent_id)),
);

defineRoute(
  paymentsRouter,
  {
    method: 'post',
    path: P.createSubscription,
    summary: 'Start joining a community: subscription pending + approve URL',
    ...member,
    body: SubscriptionActionSchema,
    responses: { 201: One(PendingSubscriptionSchema) },
    refusals: [503],
  },
  async (c, { auth, body }) =>
    one(c, await createPendingSubscription(c.var.deps, userIdOf(auth), body.content_id, c.var.locale), 201),
);

defineRoute(
  paymentsRouter,
  {
    method: 'put',
    path: P.leaveSubscription,
    summary: 'Leave a community (access until the paid period ends)',
    ...member,
    body: SubscriptionActionSchema,
    responses: { 200: One(SubscriptionViewSchema) },
    refusals: [503],
  },
  async (c, { auth, body }) => one(c, await endSubscription(c.var.deps, userIdOf(auth), body.content_id, 'leave')),
);

defineRoute(
  paymentsRouter,
  {
    method: 'put',
    path: P.cancelSubscription,
    summary: 'Cancel a community membership (access ends now)',
    ...member,
    body: SubscriptionActionSchema,
    responses: { 200: One(SubscriptionViewSchema) },
    refusals: [503],
  },
  async (c, { auth, body }) => one(c, await endSubscription(c.var.deps, userIdOf(auth), body.content_id, 'cancel')),
);

defineRoute(
  paymentsRouter,
  {
    method: 'get',
    path: P.subscriptions,
    summary: "The signed-in fan's community memberships (paid communities, up to 999)",
    ...member,
    responses: { 200: One(v.array(SubscriptionViewSchema)) },
  },
  async (c, { auth }) => one(c, await loadSubscriptionViews(c.var.deps.db, userIdOf(auth))),
);

defineRoute(
  paymentsRouter,
  {
    method: 'get',
    path: P.transactions,
    summary: "The signed-in buyer's payments and refunds (list query)",
    query: listQuerySchema(transactionListResource),
    ...member,
    responses: { 200: Page(TransactionViewSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listTransactions(c.var.deps.db, c.req.queries(), { buyerId: userIdOf(auth) });
    return page(c, data, meta);
  },
);

defineRoute(
  paymentsRouter,
  {
    method: 'get',
    path: P.currencyRates,
    summary: 'Display rates against USD (prices are charged in the item currency)',
    access: 'public',
    responses: { 200: One(v.array(CurrencyRateSchema)) },
  },
  async (c) => one(c, await listCurrencyRates(c.var.deps.db)),
);

const WEBHOOK_MAX_BYTES = 256 * 1024;

// The webhook is read raw: PayPal's signature covers the exact bytes, so it cannot go through the JSON body parser.
paymentsRouter.docs.push({
  method: 'post',
  path: P.webhook,
  summary: 'PayPal webhook (verified with verify-webhook-signature; 400 when not genuine)',
  access: 'public',
  permissions: [],
  responses: { 200: One(WebhookReceivedSchema) },
  refusals: [400],
});
paymentsRouter.hono.post(P.webhook, async (c) => {
  const raw = await c.req.text();
  // PayPal's events are a few kilobytes; anything far larger is not one and is not sent on for verification.
  if (raw.length > WEBHOOK_MAX_BYTES) throw new AppError(400, M.webhookInvalid);
  if (!(await handleWebhook(c.var.deps, c.req.raw.headers, raw))) throw new AppError(400, M.webhookInvalid);
  return c.json({ data: { received: true } });
});

mountTestCheckout(paymentsRouter);
