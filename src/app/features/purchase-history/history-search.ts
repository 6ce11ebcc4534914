import * as v from 'valibot';
import type { FilterInput } from '@shared/list-query';

/** What the purchases page keeps in its address: `?kind=refunds&page=2&transaction=31` or `?order=6`. */
export const historyKinds = ['purchases', 'refunds'] as const;
export type HistoryKind = (typeof historyKinds)[number];

const positiveInteger = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  undefined,
);

/** An edited address never breaks the page: anything unknown falls back to the whole first page. */
export const historySearchSchema = v.object({
  page: positiveInteger,
  kind: v.fallback(v.optional(v.picklist(historyKinds)), undefined),
  /** The row a notification opened the page for: it is marked and scrolled into view. */
  transaction: positiveInteger,
  /** The same for a one-off purchase, by its order number (the receipt's). */
  order: positiveInteger,
});
export type HistorySearch = v.InferOutput<typeof historySearchSchema>;

/** Purchases are one-off payments and a community's monthly payments; the API refuses any other kind (422). */
export const historyKindFilter: Record<HistoryKind, FilterInput> = {
  purchases: { in: ['purchase', 'subscription_payment'] },
  refunds: { equal: 'refund' },
};
