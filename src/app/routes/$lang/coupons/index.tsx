import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';
import { CouponsPage } from '@app/features/coupons';

export const Route = createFileRoute('/$lang/coupons/')({
  validateSearch: pageSearchSchema,
  component: CouponsPage,
});
