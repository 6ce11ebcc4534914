import { createFileRoute, notFound } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth';
import { EditCouponPage } from '@app/features/coupons';

export const Route = createFileRoute('/$lang/coupons/$couponId')({
  params: {
    parse: ({ couponId }) => {
      const id = Number(couponId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { couponId: id };
    },
    stringify: ({ couponId }) => ({ couponId: String(couponId) }),
  },
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.creator]);
  },
  component: function EditCouponRoute() {
    return <EditCouponPage couponId={Route.useParams().couponId} />;
  },
});
