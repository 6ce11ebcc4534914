import * as v from 'valibot';

const id = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined);
/** The router reads `?x=1` as a number: ids and flags are taken as text whatever their JSON type. */
const text = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(128))),
  undefined,
);

/**
 * `/purchase?content=<id>`; the provider sends the buyer back with `content_id` and its ids (`token` for an
 * order as PayPal does, `subscription_id` for a membership), plus `cancelled=1` from its cancel link.
 * `coupon` pre-fills the code (from /coupons/apply).
 */
export const purchaseSearchSchema = v.object({
  content: id,
  content_id: id,
  token: text,
  subscription_id: text,
  cancelled: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (String(x) === '1' ? ('1' as const) : undefined)),
      ),
    ),
    undefined,
  ),
  coupon: text,
});
export type PurchaseSearch = v.InferOutput<typeof purchaseSearchSchema>;

export const purchaseContentId = (s: PurchaseSearch) => s.content ?? s.content_id;
/** The provider's id to capture, once the buyer came back from approving (never after a cancel). */
export const returnedPaymentId = (s: PurchaseSearch) => (s.cancelled ? undefined : (s.subscription_id ?? s.token));
