/**
 * The kinds of ledger movement (a transaction list's `kind` filter). Kept apart from the commerce schemas so the
 * admin list addresses (part of the route tree in every first view) can check one without bundling them.
 */
export const ledgerKinds = [
  'purchase',
  'subscription_payment',
  'refund',
  'payout',
  'payout_settled',
  'payout_failed',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
