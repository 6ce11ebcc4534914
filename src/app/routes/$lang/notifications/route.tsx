import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';

/** Notifications are the signed-in fan's or creator's own. */
export const Route = createFileRoute('/$lang/notifications')({
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  component: Outlet,
});
