import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Currency } from '@shared/money';
import { TOP_CONTENT_LIMIT, type TopContent } from '@shared/schemas/admin-dashboard';
import type { Db } from '../../../db/client';
import { content, orders, users } from '../../../db/schema';

/** Orders that still count as sales: paid, or paid and partly refunded (their revenue net of nothing refunded here). */
const SOLD = ['paid', 'partially_refunded'] as const;

/** The items that sold most (by revenue, then orders) in `currency`, paid within [from, to]. */
export async function topContent(db: Db, range: { from: Date; to: Date; currency: Currency }): Promise<TopContent> {
  const revenue = sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number);
  const sold = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({
      contentId: orders.contentId,
      title: content.title,
      type: content.type,
      ownerId: content.ownerId,
      ownerName: users.name,
      orders: sold,
      revenue,
    })
    .from(orders)
    .innerJoin(content, eq(content.id, orders.contentId))
    .innerJoin(users, eq(users.id, content.ownerId))
    .where(
      and(
        inArray(orders.status, [...SOLD]),
        eq(orders.currency, range.currency),
        gte(orders.paidAt, range.from),
        lte(orders.paidAt, range.to),
      ),
    )
    .groupBy(orders.contentId, content.title, content.type, content.ownerId, users.name)
    .orderBy(desc(revenue), desc(sold), orders.contentId)
    .limit(TOP_CONTENT_LIMIT);
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    currency: range.currency,
    items: rows.map((r) => ({
      content_id: r.contentId,
      title: r.title,
      type: r.type,
      owner_id: r.ownerId,
      owner_name: r.ownerName,
      orders: r.orders,
      revenue: { amount: r.revenue, currency: range.currency },
    })),
  };
}
