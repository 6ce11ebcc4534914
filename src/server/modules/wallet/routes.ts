import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import { Permission } from '@shared/permissions';
import {
  commercePaths as P,
  PayPalLinkCodeSchema,
  PayPalLinkSchema,
  SeriesQuerySchema,
  WithdrawSchema,
  walletEntryListResource,
  MoneySeriesSchema,
  PayoutViewSchema,
  WalletEntrySchema,
  WalletSchema,
  PayPalLinkResourceSchema,
} from '@shared/schemas/commerce';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { userIdOf } from '../fan';
import { moneySeries, seriesRange } from '../ledger';
import { linkPayPal, linkPayPalWithCode, unlinkPayPal } from './paypal-link';
import { listWalletEntries } from './list-wallet-entries';
import { readWallet } from './read-wallet';
import { withdraw } from './withdraw';

/** Mounted at /api: a creator's money (balances, history, income chart, withdrawals, PayPal link). */
export const walletRouter = createRouter('api');

const creator = { access: 'user', permissions: [Permission.creator] } as const;

defineRoute(
  walletRouter,
  {
    method: 'get',
    path: P.wallet,
    summary: 'Balances per currency: pending, ready to withdraw, in transit, paid out',
    ...creator,
    responses: { 200: One(WalletSchema) },
  },
  async (c, { auth }) => one(c, await readWallet(c.var.deps, userIdOf(auth), c.var.locale)),
);

defineRoute(
  walletRouter,
  {
    method: 'get',
    path: P.walletTransactions,
    summary: "The creator's income, refunds and payouts (list query)",
    query: listQuerySchema(walletEntryListResource),
    ...creator,
    responses: { 200: Page(WalletEntrySchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listWalletEntries(c.var.deps.db, userIdOf(auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  walletRouter,
  {
    method: 'get',
    path: P.walletIncome,
    summary: 'Income over time (chart series)',
    ...creator,
    query: SeriesQuerySchema,
    responses: { 200: One(MoneySeriesSchema) },
  },
  async (c, { auth, query }) => {
    const { deps } = c.var;
    const userId = userIdOf(auth);
    const range = seriesRange(query, new Date(deps.clock.now()));
    const [user] = await deps.db.select({ currency: users.balanceCurrency }).from(users).where(eq(users.id, userId));
    return one(
      c,
      await moneySeries(deps.db, { creatorId: userId, currency: query.currency ?? user!.currency, ...range }),
    );
  },
);

defineRoute(
  walletRouter,
  {
    method: 'post',
    path: P.withdraw,
    summary: 'Withdraw ready income to the linked PayPal account (idempotent per request_id)',
    description: 'Never retried by the client on 429; the same request_id answers the payout already made.',
    ...creator,
    body: WithdrawSchema,
    responses: { 200: One(PayoutViewSchema), 201: One(PayoutViewSchema) },
    refusals: [503],
  },
  async (c, { auth, body }) => {
    const { payout, created } = await withdraw(c.var.deps, userIdOf(auth), body);
    return one(c, payout, created ? 201 : 200);
  },
);

defineRoute(
  walletRouter,
  {
    method: 'post',
    path: P.linkPayPal,
    summary: 'Link a PayPal account (Log in with PayPal access token)',
    ...creator,
    body: PayPalLinkSchema,
    responses: { 200: One(PayPalLinkResourceSchema) },
    refusals: [503],
  },
  async (c, { auth, body }) => one(c, await linkPayPal(c.var.deps, userIdOf(auth), body.access_token, c.var.locale)),
);

defineRoute(
  walletRouter,
  {
    method: 'post',
    path: P.linkPayPalCode,
    summary: 'Link a PayPal account from the code "Log in with PayPal" returned (exchanged on the server)',
    ...creator,
    body: PayPalLinkCodeSchema,
    responses: { 200: One(PayPalLinkResourceSchema) },
    refusals: [503],
  },
  async (c, { auth, body }) => one(c, await linkPayPalWithCode(c.var.deps, userIdOf(auth), body.code, c.var.locale)),
);

defineRoute(
  walletRouter,
  {
    method: 'post',
    path: P.unlinkPayPal,
    summary: 'Unlink the PayPal account',
    ...creator,
    responses: { 200: One(PayPalLinkResourceSchema) },
  },
  async (c, { auth }) => one(c, await unlinkPayPal(c.var.deps, userIdOf(auth), c.var.locale)),
);
