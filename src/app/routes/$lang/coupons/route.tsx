import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';

/** Coupons are checked against the signed-in fan's own uses, and created by creators: sign in first. */
export const Route = createFileRoute('/$lang/coupons')({
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
});
