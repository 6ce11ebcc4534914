import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Money } from '@shared/money';
import type { Tx } from '../../db/client';
import { content, entitlements, orders } from '../../db/schema';
import { commerceSettingsColumn } from '../ledger';

/** Statuses a capture may still move to paid: the provider's word wins over our own lapse. */
const movable = ['pending', 'declined', 'expired'] as const;

/** Every column of the order, as the `paid` CTE returns it (a CTE cannot be selected whole as a nested object). */
const columnsOf = <T extends Record<keyof typeof orders._.columns, unknown>>(cte: T) =>
  Object.fromEntries(Object.keys(getTableColumns(orders)).map((k) => [k, cte[k as keyof T]])) as {
    [K in keyof typeof orders._.columns]: T[K];
  };

type Order = typeof orders.$inferSelect;

export interface PaidOrder {
  order: Order;
  ownerId: number;
  title: string;
  settings: Record<string, number>;
}

/**
 * In one statement: the order marked paid (only from a movable status, and only when the provider took exactly
 * what we asked), the buyer's 'purchase' entitlement granted, and what the sale needs of the item (owner, title,
 * the commerce settings). The update locks the order row like `select … for update` did: a concurrent finalize
 * waits for it, then finds the order paid and moves nothing. Undefined when nothing moved (the caller reads why).
 */
export async function markOrderPaid(
  tx: Tx,
  provider: Order['provider'],
  providerOrderId: string,
  capture: { captureId: string; amount: Money | null },
  now: Date,
): Promise<PaidOrder | undefined> {
  const paid = tx.$with('paid').as(
    tx
      .update(orders)
      .set({ status: 'paid', providerCaptureId: capture.captureId, paidAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.provider, provider),
          eq(orders.providerOrderId, providerOrderId),
          inArray(orders.status, [...movable]),
          capture.amount
            ? and(eq(orders.totalAmount, capture.amount.amount), eq(orders.currency, capture.amount.currency))
            : undefined,
        ),
      )
      .returning(),
  );
  // Drizzle's insert … select wants every column of the table (the generated id too), so this one is written out.
  const granted = tx.$with('granted', { id: sql<number>`id` }).as(
    sql`insert into ${entitlements} (user_id, content_id, source, granted_at)
      select buyer_id, content_id, 'purchase', ${now.toISOString()}::timestamptz from ${paid}
      on conflict (user_id, content_id, source)
      do update set revoked_at = null, expires_at = null, granted_at = excluded.granted_at
      returning id`,
  );
  const [row] = await tx
    .with(paid, granted)
    .select({
      order: columnsOf(paid),
      ownerId: content.ownerId,
      title: content.title,
      settings: commerceSettingsColumn,
    })
    .from(paid)
    .innerJoin(content, eq(content.id, paid.contentId));
  return row;
}
