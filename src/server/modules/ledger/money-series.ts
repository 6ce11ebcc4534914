import { sql } from 'drizzle-orm';
import { CommerceDescriptors as M, type Interval, type MoneySeries, type SeriesQuery } from '@shared/schemas/commerce';
import type { Currency } from '@shared/money';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/errors';

const DAY_MS = 86_400_000;
const MAX_RANGE_MS = 3 * 366 * DAY_MS;

/** The query's range: `to` defaults to now, `from` to 30 days before it; a date-only `to` covers its whole day. */
export function seriesRange(q: SeriesQuery, now: Date): { from: Date; to: Date; interval: Interval } {
  const to = q.to ? new Date(q.to.length === 10 ? `${q.to}T23:59:59.999Z` : q.to) : now;
  const from = q.from
    ? new Date(q.from.length === 10 ? `${q.from}T00:00:00Z` : q.from)
    : new Date(to.getTime() - 30 * DAY_MS);
  if (!(from < to) || to.getTime() - from.getTime() > MAX_RANGE_MS) throw invalidField('from', M.rangeInvalid);
  return { from, to, interval: q.interval ?? 'day' };
}

/**
 * Sales per bucket (UTC) in one currency: gross paid, platform fees kept (net of refunded fees), refunds, and
 * the creators' net; every bucket of the range is present, empty ones as zero. `creatorId` narrows it to one
 * creator (their income chart); without it, the whole platform (the admin dashboard).
 */
export async function moneySeries(
  db: Db,
  opts: { creatorId: number | null; currency: Currency; from: Date; to: Date; interval: Interval },
): Promise<MoneySeries> {
  const unit = sql.raw(`'${opts.interval}'`);
  const step = sql.raw(`'1 ${opts.interval}'`);
  const from = opts.from.toISOString();
  const to = opts.to.toISOString();
  const creator = opts.creatorId === null ? sql`true` : sql`t.creator_id = ${opts.creatorId}`;
  const result = (await db.execute(sql`
    with buckets as (
      select generate_series(
        date_trunc(${unit}, ${from}::timestamptz at time zone 'UTC'),
        date_trunc(${unit}, ${to}::timestamptz at time zone 'UTC'),
        ${step}::interval
      ) as period
    ), sums as (
      select date_trunc(${unit}, t.created_at at time zone 'UTC') as period,
        coalesce(sum(t.gross_amount) filter (where t.kind in ('purchase', 'subscription_payment')), 0) as gross,
        coalesce(sum(t.fee_amount) filter (where t.kind in ('purchase', 'subscription_payment')), 0)
          - coalesce(sum(t.fee_amount) filter (where t.kind = 'refund'), 0) as fees,
        coalesce(sum(t.gross_amount) filter (where t.kind = 'refund'), 0) as refunds,
        count(*) filter (where t.kind in ('purchase', 'subscription_payment')) as n
      from ledger_transactions t
      where t.currency = ${opts.currency} and ${creator}
        and t.created_at >= ${from}::timestamptz and t.created_at <= ${to}::timestamptz
        and t.kind in ('purchase', 'subscription_payment', 'refund')
      group by 1
    )
    select to_char(b.period, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as period, coalesce(s.gross, 0) as gross, coalesce(s.fees, 0) as fees,
      coalesce(s.refunds, 0) as refunds, coalesce(s.n, 0) as n
    from buckets b left join sums s on s.period = b.period
    order by b.period
  `)) as unknown as { rows: { period: string; gross: string; fees: string; refunds: string; n: string }[] };
  const points = result.rows.map((r) => {
    const gross = Number(r.gross);
    const fees = Number(r.fees);
    const refunds = Number(r.refunds);
    return {
      period: new Date(r.period).toISOString(),
      gross,
      fees,
      refunds,
      net: gross - fees - refunds,
      count: Number(r.n),
    };
  });
  const totals = points.reduce(
    (acc, p) => ({
      gross: acc.gross + p.gross,
      fees: acc.fees + p.fees,
      refunds: acc.refunds + p.refunds,
      net: acc.net + p.net,
      count: acc.count + p.count,
    }),
    { gross: 0, fees: 0, refunds: 0, net: 0, count: 0 },
  );
  return {
    currency: opts.currency,
    interval: opts.interval,
    from: opts.from.toISOString(),
    to: opts.to.toISOString(),
    points,
    totals,
  };
}
