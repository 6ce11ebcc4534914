import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ApplyCouponPage } from '@app/features/coupons';

const searchSchema = v.object({
  // The router reads `?code=12345` as a number: take it as text.
  code: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(64))),
    undefined,
  ),
});

export const Route = createFileRoute('/$lang/coupons/apply')({
  validateSearch: searchSchema,
  component: function ApplyCouponRoute() {
    return <ApplyCouponPage code={Route.useSearch().code} />;
  },
});
