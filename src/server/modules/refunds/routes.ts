import * as v from 'valibot';
import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import { Permission } from '@shared/permissions';
import { DEFAULT_CURRENCY } from '@shared/money';
import {
  CommerceSettingsSchema,
  CurrencyRatesSchema,
  RefundSchema,
  SeriesQuerySchema,
  transactionListResource,
  CreatorIncomeRowSchema,
  CurrencyRateSchema,
  MoneySeriesSchema,
  TransactionViewSchema,
  CommerceSettingsResourceSchema,
} from '@shared/schemas/commerce';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId } from '../content';
import { userIdOf } from '../fan';
import { moneySeries, readCommerceSettings, seriesRange } from '../ledger';
import { creatorsReadyIncome } from './creators-ready-income';
import { listTransactions } from './list-transactions';
import { idempotencyKey } from './idempotency-key';
import { refundTransaction } from './refund-transaction';
import { updateCommerceSettings } from './update-settings';
import { updateCurrencyRates } from './update-currency-rates';

/** Mounted at /admin-api: every money movement, refunds, the sales dashboard and the commerce settings. */
export const adminCommerceRouter = createRouter('backend');

const admin = { access: 'user', permissions: [Permission.superAdmin] } as const;

defineRoute(
  adminCommerceRouter,
  {
    method: 'get',
    path: '/transactions',
    summary: 'Payments, refunds and payouts (list query)',
    ...admin,
    query: listQuerySchema(transactionListResource),
    responses: { 200: Page(TransactionViewSchema) },
  },
  async (c) => {
    const { data, meta } = await listTransactions(c.var.deps.db, c.req.queries(), { all: true });
    return page(c, data, meta);
  },
);

defineRoute(
  adminCommerceRouter,
  {
    method: 'post',
    path: '/transactions/:id/refund',
    summary: 'Refund a payment in full or in part (optional Idempotency-Key header: a repeat answers the first answer)',
    ...admin,
    body: RefundSchema,
    responses: { 200: One(TransactionViewSchema) },
    refusals: [409, 503],
  },
  async (c, { auth, params, body }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    const ask = { adminId: userIdOf(auth), paymentId: id, amount: body.amount, key: idempotencyKey(c.req.header()) };
    return one(c, await refundTransaction(c.var.deps, ask));
  },
);

defineRoute(
  adminCommerceRouter,
  {
    method: 'get',
    path: '/dashboard/sales',
    summary: 'Platform sales over time in one currency',
    ...admin,
    query: SeriesQuerySchema,
    responses: { 200: One(MoneySeriesSchema) },
  },
  async (c, { query }) => {
    const { deps } = c.var;
    const range = seriesRange(query, new Date(deps.clock.now()));
    return one(
      c,
      await moneySeries(deps.db, { creatorId: null, currency: query.currency ?? DEFAULT_CURRENCY, ...range }),
    );
  },
);

defineRoute(
  adminCommerceRouter,
  {
    method: 'get',
    path: '/dashboard/creators-withdrawn-rdy-income',
    summary: "Creators' pending, ready and withdrawn income",
    ...admin,
    responses: { 200: One(v.array(CreatorIncomeRowSchema)) },
  },
  async (c) => one(c, await creatorsReadyIncome(c.var.deps.db, new Date(c.var.deps.clock.now()))),
);

defineRoute(
  adminCommerceRouter,
  {
    method: 'get',
    path: '/commerce-settings',
    summary: 'Platform fee (basis points) and holding period (days)',
    ...admin,
    responses: { 200: One(CommerceSettingsResourceSchema) },
  },
  async (c) => one(c, await readCommerceSettings(c.var.deps.db)),
);

defineRoute(
  adminCommerceRouter,
  {
    method: 'put',
    path: '/commerce-settings',
    summary: 'Change the platform fee and holding period',
    ...admin,
    body: CommerceSettingsSchema,
    responses: { 200: One(CommerceSettingsResourceSchema) },
  },
  async (c, { auth, body }) => one(c, await updateCommerceSettings(c.var.deps, userIdOf(auth), body)),
);

defineRoute(
  adminCommerceRouter,
  {
    method: 'put',
    path: '/currency-rates',
    summary: 'Set the display rates against USD',
    ...admin,
    body: CurrencyRatesSchema,
    responses: { 200: One(v.array(CurrencyRateSchema)) },
  },
  async (c, { auth, body }) => one(c, await updateCurrencyRates(c.var.deps, userIdOf(auth), body)),
);
