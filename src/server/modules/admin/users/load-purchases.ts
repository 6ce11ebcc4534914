import { desc, eq } from 'drizzle-orm';
import type { AdminPurchase } from '@shared/schemas/admin-dashboard';
import type { Db } from '../../../db/client';
import { content, orders } from '../../../db/schema';
import { iso } from '../router';

/** A user's latest orders as a buyer, every status (a declined or refunded one is part of the story too). */
export async function loadPurchases(db: Db, buyerId: number, limit: number): Promise<AdminPurchase[]> {
  const rows = await db
    .select({ order: orders, title: content.title })
    .from(orders)
    .innerJoin(content, eq(content.id, orders.contentId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(({ order: o, title }) => ({
    id: o.id,
    content_id: o.contentId,
    title,
    status: o.status,
    total: { amount: o.totalAmount, currency: o.currency },
    discount: { amount: o.discountAmount, currency: o.currency },
    created_at: o.createdAt.toISOString(),
    paid_at: iso(o.paidAt),
  }));
}
