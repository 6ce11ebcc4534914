import { sql } from 'drizzle-orm';
import type { Currency } from '@shared/money';
import { TOP_CREATORS_LIMIT, type TopCreators } from '@shared/schemas/admin-dashboard';
import type { Db } from '../../../db/client';

/**
 * The creators who sold most in `currency` within [from, to]: the sales chart's own ledger rows (purchases and
 * community payments, refunds subtracted) grouped by creator, so the ranking and the chart never disagree.
 */
export async function topCreators(db: Db, range: { from: Date; to: Date; currency: Currency }): Promise<TopCreators> {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const result = (await db.execute(sql`
    with sums as (
      select t.creator_id,
        coalesce(sum(t.gross_amount) filter (where t.kind in ('purchase', 'subscription_payment')), 0) as gross,
        coalesce(sum(t.gross_amount) filter (where t.kind = 'refund'), 0) as refunds,
        count(*) filter (where t.kind in ('purchase', 'subscription_payment')) as sales
      from ledger_transactions t
      where t.currency = ${range.currency} and t.creator_id is not null
        and t.created_at >= ${from}::timestamptz and t.created_at <= ${to}::timestamptz
        and t.kind in ('purchase', 'subscription_payment', 'refund')
      group by t.creator_id
    )
    select u.id, u.name, u.login, s.gross, s.refunds, s.sales
    from sums s join users u on u.id = s.creator_id
    order by s.gross - s.refunds desc, s.sales desc, u.id
    limit ${TOP_CREATORS_LIMIT}
  `)) as unknown as {
    rows: { id: number; name: string; login: string; gross: string; refunds: string; sales: string }[];
  };
  const money = (amount: number) => ({ amount, currency: range.currency });
  return {
    from,
    to,
    currency: range.currency,
    items: result.rows.map((r) => {
      const gross = Number(r.gross);
      const refunds = Number(r.refunds);
      return {
        creator: { id: Number(r.id), name: r.name, login: r.login },
        sales: Number(r.sales),
        gross: money(gross),
        refunds: money(refunds),
        net: money(gross - refunds),
      };
    }),
  };
}
