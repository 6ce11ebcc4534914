import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/features/library/page-search';
import { CouponsPage } from '@app/features/coupons/coupons-page';

export const Route = createFileRoute('/$lang/coupons/')({
  validateSearch: pageSearchSchema,
  component: CouponsPage,
});
