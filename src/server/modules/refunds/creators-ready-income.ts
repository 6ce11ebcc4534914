import { sql } from 'drizzle-orm';
import type { CreatorIncomeRow } from '@shared/schemas/commerce';
import type { Currency } from '@shared/money';
import type { Db } from '../../db/client';

/**
 * GET /admin-api/dashboard/creators-withdrawn-rdy-income: per creator and currency, income still held,
 * ready to withdraw, and already paid out; creators with the most ready income first (at most 500 rows).
 */
export async function creatorsReadyIncome(db: Db, now: Date): Promise<CreatorIncomeRow[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with payable as (
      select a.owner_id, a.currency,
        -coalesce(sum(e.amount) filter (where e.available_at > ${at}::timestamptz), 0) as pending,
        -coalesce(sum(e.amount) filter (where e.available_at <= ${at}::timestamptz), 0) as ready
      from ledger_accounts a join ledger_entries e on e.account_id = a.id
      where a.kind = 'creator_payable'
      group by a.owner_id, a.currency
    ), paid as (
      select creator_id, currency, sum(amount) as withdrawn from payouts where status = 'paid' group by 1, 2
    )
    select u.id, u.name, u.login, p.currency, p.pending, p.ready, coalesce(d.withdrawn, 0) as withdrawn
    from payable p
    join users u on u.id = p.owner_id
    left join paid d on d.creator_id = p.owner_id and d.currency = p.currency
    order by p.ready desc, u.id
    limit 500
  `)) as unknown as {
    rows: {
      id: number;
      name: string;
      login: string;
      currency: Currency;
      pending: string;
      ready: string;
      withdrawn: string;
    }[];
  };
  return result.rows.map((r) => ({
    creator: { id: Number(r.id), name: r.name, login: r.login },
    currency: r.currency,
    pending: Number(r.pending),
    ready: Number(r.ready),
    withdrawn: Number(r.withdrawn),
  }));
}
