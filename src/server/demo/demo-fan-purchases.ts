import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { content, entitlements, orders, subscriptions, users } from '../db/schema';
import { DEFAULT_SETTINGS, platformFee, recordRefund, recordSale } from '../modules/ledger';

const DAY = 86_400_000;

/**
 * The demo fan's purchase history, booked for what the plan says they hold: an order and its payment for every
 * item bought (the refunded one with its refund), a membership and its first payment for every community. So
 * the purchases page, the library and the receipts agree (issue 15: the history was empty). Runs after the
 * other demo steps, which grant the fan those items.
 */
export async function insertDemoFanPurchases(tx: Tx, now: number): Promise<void> {
  const [fan] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'fan@stagepass.local'));
  if (!fan) return;
  const held = await tx
    .select({ entitlement: entitlements, item: content })
    .from(entitlements)
    .innerJoin(content, eq(content.id, entitlements.contentId))
    .where(
      and(
        eq(entitlements.userId, fan.id),
        inArray(entitlements.source, ['purchase', 'subscription']),
        gt(content.priceAmount, 0),
      ),
    )
    .orderBy(entitlements.grantedAt, content.id);
  const fees = { feeBps: DEFAULT_SETTINGS.platform_fee_bps, holdingDays: DEFAULT_SETTINGS.holding_days };

  for (const { entitlement, item } of held) {
    const at = entitlement.grantedAt;
    const ref = `DEMO-FAN-${item.id}`;
    const paid = { gross: item.priceAmount, currency: item.priceCurrency, buyerId: fan.id, creatorId: item.ownerId };
    if (entitlement.source === 'subscription') {
      const active = entitlement.expiresAt !== null && entitlement.expiresAt.getTime() > now;
      const [membership] = await tx
        .insert(subscriptions)
        .values({
          fanId: fan.id,
          communityId: item.id,
          priceAmount: item.priceAmount,
          currency: item.priceCurrency,
          provider: 'test',
          providerSubscriptionId: ref,
          status: active ? 'active' : 'expired',
          currentPeriodEnd: entitlement.expiresAt,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: subscriptions.id });
      await recordSale(
        tx,
        {
          kind: 'subscription_payment',
          idempotencyKey: `subscription-payment:test:${ref}-P1`,
          provider: 'test',
          providerRef: `${ref}-P1`,
          ...paid,
          contentId: item.id,
          subscriptionId: membership!.id,
          ...fees,
        },
        at,
      );
      continue;
    }
    const refundedAt = entitlement.revokedAt;
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: fan.id,
        contentId: item.id,
        listAmount: item.priceAmount,
        totalAmount: item.priceAmount,
        currency: item.priceCurrency,
        provider: 'test',
        providerOrderId: ref,
        providerCaptureId: `TC-${ref}`,
        status: refundedAt ? 'refunded' : 'paid',
        createdAt: at,
        paidAt: at,
        updatedAt: refundedAt ?? at,
      })
      .returning({ id: orders.id });
    const sale = await recordSale(
      tx,
      {
        kind: 'purchase',
        idempotencyKey: `purchase:test:${ref}`,
        provider: 'test',
        providerRef: `TC-${ref}`,
        ...paid,
        contentId: item.id,
        orderId: order!.id,
        ...fees,
      },
      at,
    );
    if (!refundedAt) continue;
    await recordRefund(
      tx,
      {
        idempotencyKey: `refund:test:${ref}`,
        provider: 'test',
        providerRef: `TR-${ref}`,
        amount: item.priceAmount,
        refundedBefore: 0,
        payment: {
          id: sale.id,
          grossAmount: item.priceAmount,
          feeAmount: platformFee(item.priceAmount, fees.feeBps),
          currency: item.priceCurrency,
          buyerId: fan.id,
          creatorId: item.ownerId,
          contentId: item.id,
          orderId: order!.id,
          subscriptionId: null,
        },
        saleAvailableAt: new Date(at.getTime() + fees.holdingDays * DAY),
      },
      refundedAt,
    );
  }
}
