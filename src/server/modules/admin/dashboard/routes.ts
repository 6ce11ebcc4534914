import { DEFAULT_CURRENCY } from '@shared/money';
import { TopContentSchema, TopCreatorsSchema } from '@shared/schemas/admin-dashboard';
import { SeriesQuerySchema } from '@shared/schemas/commerce';
import { One } from '@shared/schemas/envelope';
import { defineRoute, one } from '../../../http/route';
import { seriesRange } from '../../ledger';
import { adminOnly, adminRouter } from '../router';
import { topContent } from './top-content';
import { topCreators } from './top-creators';

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/dashboard/top-content',
    summary: 'Best-selling content items in one currency over a date range (same query as /dashboard/sales)',
    ...adminOnly,
    query: SeriesQuerySchema,
    responses: { 200: One(TopContentSchema) },
  },
  async (c, { query }) => {
    const { deps } = c.var;
    const { from, to } = seriesRange(query, new Date(deps.clock.now()));
    return one(c, await topContent(deps.db, { from, to, currency: query.currency ?? DEFAULT_CURRENCY }));
  },
);

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/dashboard/top-creators',
    summary:
      'Creators who sold most in one currency over a date range, refunds subtracted (same query as /dashboard/sales)',
    ...adminOnly,
    query: SeriesQuerySchema,
    responses: { 200: One(TopCreatorsSchema) },
  },
  async (c, { query }) => {
    const { deps } = c.var;
    const { from, to } = seriesRange(query, new Date(deps.clock.now()));
    return one(c, await topCreators(deps.db, { from, to, currency: query.currency ?? DEFAULT_CURRENCY }));
  },
);
