/**
 * Pure money arithmetic of the ledger, in integer minor units (BigInt inside, so no product overflows).
 * Rounding is half up and done once per payment; a partial refund reverses the fee in proportion,
 * computed on the running total so that refunds adding up to the whole payment reverse exactly the fee taken.
 */
function roundedShare(amount: number, numerator: number, denominator: number): number {
  const a = BigInt(amount) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(a / (2n * BigInt(denominator)));
}

export function platformFee(gross: number, feeBps: number): number {
  return roundedShare(gross, feeBps, 10000);
}

/** The part of `amount` (refunded on a payment `gross` that carried `fee`) that comes back out of the platform's fee. */
export function feeShareOfRefund(gross: number, fee: number, refundedBefore: number, amount: number): number {
  return roundedShare(refundedBefore + amount, fee, gross) - roundedShare(refundedBefore, fee, gross);
}
