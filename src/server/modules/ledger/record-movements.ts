import type { Currency } from '@shared/money';
import type { LedgerKind, PaymentProviderName } from '@shared/schemas/commerce';
import type { Tx } from '../../db/client';
import { postTransaction } from './post-transaction';
import { feeShareOfRefund, platformFee } from './split-amounts';

const DAY_MS = 86_400_000;

export interface SaleInput {
  kind: Extract<LedgerKind, 'purchase' | 'subscription_payment'>;
  idempotencyKey: string;
  provider: PaymentProviderName;
  providerRef: string;
  gross: number;
  currency: Currency;
  buyerId: number;
  creatorId: number;
  contentId: number;
  orderId?: number;
  subscriptionId?: number;
  feeBps: number;
  holdingDays: number;
}

/**
 * A buyer's payment: the money sits with the provider (clearing), the platform keeps its fee, and the rest is
 * owed to the creator, withdrawable once the holding period has passed.
 */
export function recordSale(tx: Tx, s: SaleInput, now: Date) {
  const fee = platformFee(s.gross, s.feeBps);
  const availableAt = new Date(now.getTime() + s.holdingDays * DAY_MS);
  return postTransaction(
    tx,
    {
      kind: s.kind,
      idempotencyKey: s.idempotencyKey,
      provider: s.provider,
      providerRef: s.providerRef,
      grossAmount: s.gross,
      feeAmount: fee,
      currency: s.currency,
      buyerId: s.buyerId,
      creatorId: s.creatorId,
      contentId: s.contentId,
      orderId: s.orderId ?? null,
      subscriptionId: s.subscriptionId ?? null,
    },
    [
      { account: { kind: 'provider_clearing', currency: s.currency }, amount: s.gross },
      { account: { kind: 'platform_revenue', currency: s.currency }, amount: -fee },
      {
        account: { kind: 'creator_payable', ownerId: s.creatorId, currency: s.currency },
        amount: -(s.gross - fee),
        availableAt,
      },
    ],
    now,
  );
}

export interface RefundPosting {
  idempotencyKey: string;
  provider: PaymentProviderName;
  providerRef: string;
  amount: number;
  refundedBefore: number;
  payment: {
    id: number;
    grossAmount: number;
    feeAmount: number;
    currency: Currency;
    buyerId: number | null;
    creatorId: number | null;
    contentId: number | null;
    orderId: number | null;
    subscriptionId: number | null;
  };
  /** The sale's own availability: a refund comes out of the same bucket (pending or ready) as its income. */
  saleAvailableAt: Date;
}

/** The opposite of (part of) a payment: the buyer is paid back, fee and creator share reversed in proportion. */
export function recordRefund(tx: Tx, r: RefundPosting, now: Date) {
  const p = r.payment;
  const feeBack = feeShareOfRefund(p.grossAmount, p.feeAmount, r.refundedBefore, r.amount);
  return postTransaction(
    tx,
    {
      kind: 'refund',
      idempotencyKey: r.idempotencyKey,
      provider: r.provider,
      providerRef: r.providerRef,
      grossAmount: r.amount,
      feeAmount: feeBack,
      currency: p.currency,
      buyerId: p.buyerId,
      creatorId: p.creatorId,
      contentId: p.contentId,
      orderId: p.orderId,
      subscriptionId: p.subscriptionId,
      refundOf: p.id,
    },
    [
      { account: { kind: 'provider_clearing', currency: p.currency }, amount: -r.amount },
      { account: { kind: 'platform_revenue', currency: p.currency }, amount: feeBack },
      {
        account: { kind: 'creator_payable', ownerId: p.creatorId ?? 0, currency: p.currency },
        amount: r.amount - feeBack,
        availableAt: r.saleAvailableAt,
      },
    ],
    now,
  );
}

export interface PayoutPosting {
  stage: 'requested' | 'settled' | 'failed';
  payoutId: number;
  creatorId: number;
  amount: number;
  currency: Currency;
  provider: PaymentProviderName;
  providerRef?: string | null;
}

/**
 * A withdrawal in three steps: requested (ready balance → in transit), then settled (in transit → out of the
 * provider account) or failed (in transit → ready again). Each step is keyed by the payout, so replays are no-ops.
 */
export function recordPayout(tx: Tx, p: PayoutPosting, now: Date) {
  const payable = { kind: 'creator_payable' as const, ownerId: p.creatorId, currency: p.currency };
  const transit = { kind: 'payout_in_transit' as const, ownerId: p.creatorId, currency: p.currency };
  const clearing = { kind: 'provider_clearing' as const, currency: p.currency };
  const lines = {
    requested: [
      { account: payable, amount: p.amount },
      { account: transit, amount: -p.amount },
    ],
    settled: [
      { account: transit, amount: p.amount },
      { account: clearing, amount: -p.amount },
    ],
    failed: [
      { account: transit, amount: p.amount },
      { account: payable, amount: -p.amount },
    ],
  }[p.stage];
  const kind = ({ requested: 'payout', settled: 'payout_settled', failed: 'payout_failed' } as const)[p.stage];
  return postTransaction(
    tx,
    {
      kind,
      idempotencyKey: `payout:${p.payoutId}:${p.stage}`,
      provider: p.provider,
      providerRef: p.providerRef ?? null,
      grossAmount: p.amount,
      currency: p.currency,
      creatorId: p.creatorId,
      payoutId: p.payoutId,
    },
    lines,
    now,
  );
}
