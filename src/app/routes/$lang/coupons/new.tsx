import { createFileRoute } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth/guards';
import { NewCouponPage } from '@app/features/coupons/editor-pages';

export const Route = createFileRoute('/$lang/coupons/new')({
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.creator]);
  },
  component: NewCouponPage,
});
