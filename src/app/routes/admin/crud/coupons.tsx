import { createFileRoute } from '@tanstack/react-router';
import { adminCouponsQueryOptions, couponListParams } from '@app/features/admin';
import { CouponsPage } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';

export const Route = createFileRoute('/admin/crud/coupons')({
  validateSearch: listSearchSchema([]),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminCouponsQueryOptions(couponListParams(deps))),
  component: CouponsPage,
});
