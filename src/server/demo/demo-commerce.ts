import { and, desc, eq, gt, isNull, notLike } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { content, entitlements, orders, paypalAccounts, subscriptions, users } from '../db/schema';
import { DEFAULT_SETTINGS, recordSale } from '../modules/ledger';

const DAY = 86_400_000;

/**
 * A little money history for the demo creator, so /creator/finance shows income (some still held, some ready
 * to withdraw), a chart and a linked PayPal account: four paid orders from other demo fans spread over the last
 * six weeks, and one community membership with two monthly payments. The demo fan's own history is booked by
 * demo-fan-purchases.ts for what they hold. All through the real ledger writer, so it balances.
 */
export async function insertDemoCommerce(tx: Tx, now: number): Promise<void> {
  const [creator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'creator@stagepass.local'));
  if (!creator) return;
  const buyers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kind, 'fan'), notLike(users.email, '%@stagepass.local')))
    .limit(4);
  if (buyers.length === 0) return;
  const items = await tx
    .select()
    .from(content)
    .where(
      and(
        eq(content.ownerId, creator.id),
        eq(content.status, 1),
        gt(content.priceAmount, 0),
        isNull(content.deletedAt),
      ),
    )
    .orderBy(desc(content.id));
  const sellable = items.filter((c) => c.type !== 50).slice(0, 4);
  const community = items.find((c) => c.type === 50);
  const fees = { feeBps: DEFAULT_SETTINGS.platform_fee_bps, holdingDays: DEFAULT_SETTINGS.holding_days };

  for (const [i, item] of sellable.entries()) {
    const buyer = buyers[i % buyers.length]!;
    const at = new Date(now - [40, 25, 9, 2][i]! * DAY);
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: buyer.id,
        contentId: item.id,
        listAmount: item.priceAmount,
        totalAmount: item.priceAmount,
        currency: item.priceCurrency,
        provider: 'test',
        providerOrderId: `DEMO-ORDER-${i + 1}`,
        providerCaptureId: `TC-DEMO-${i + 1}`,
        status: 'paid',
        createdAt: at,
        paidAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .insert(entitlements)
      .values({ userId: buyer.id, contentId: item.id, source: 'purchase', grantedAt: at })
      .onConflictDoNothing();
    await recordSale(
      tx,
      {
        kind: 'purchase',
        idempotencyKey: `purchase:test:DEMO-ORDER-${i + 1}`,
        provider: 'test',
        providerRef: `TC-DEMO-${i + 1}`,
        gross: item.priceAmount,
        currency: item.priceCurrency,
        buyerId: buyer.id,
        creatorId: creator.id,
        contentId: item.id,
        orderId: order!.id,
        ...fees,
      },
      at,
    );
  }

  if (community) {
    const fan = buyers[0]!;
    const started = now - 35 * DAY;
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        fanId: fan.id,
        communityId: community.id,
        priceAmount: community.priceAmount,
        currency: community.priceCurrency,
        provider: 'test',
        providerSubscriptionId: 'DEMO-SUBSCRIPTION-1',
        status: 'active',
        currentPeriodEnd: new Date(started + 60 * DAY),
        createdAt: new Date(started),
        updatedAt: new Date(started),
      })
      .returning();
    await tx
      .insert(entitlements)
      .values({
        userId: fan.id,
        contentId: community.id,
        source: 'subscription',
        grantedAt: new Date(started),
        expiresAt: new Date(started + 61 * DAY),
      })
      .onConflictDoNothing();
    for (const month of [0, 1]) {
      const at = new Date(started + month * 30 * DAY);
      await recordSale(
        tx,
        {
          kind: 'subscription_payment',
          // TS-: the test provider's sale ids, so the admin can refund it like a real one.
          idempotencyKey: `subscription-payment:test:TS-DEMO-SUBSCRIPTION-1-P${month + 1}`,
          provider: 'test',
          providerRef: `TS-DEMO-SUBSCRIPTION-1-P${month + 1}`,
          gross: community.priceAmount,
          currency: community.priceCurrency,
          buyerId: fan.id,
          creatorId: creator.id,
          contentId: community.id,
          subscriptionId: sub!.id,
          ...fees,
        },
        at,
      );
    }
  }
  await tx
    .insert(paypalAccounts)
    .values({
      userId: creator.id,
      payerId: 'TESTPAYERDEMO',
      email: 'creator-paypal@sandbox.paypal.test',
      linkedAt: new Date(now),
    })
    .onConflictDoNothing();
}
