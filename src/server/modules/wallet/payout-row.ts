import type { payouts } from '../../db/schema';

/** A payout as stored: what withdrawing creates and settling completes. */
export type PayoutRow = typeof payouts.$inferSelect;
