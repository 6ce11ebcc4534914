import { createFileRoute } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth';
import { NewCouponPage } from '@app/features/coupons';

export const Route = createFileRoute('/$lang/coupons/new')({
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.creator]);
  },
  component: NewCouponPage,
});
