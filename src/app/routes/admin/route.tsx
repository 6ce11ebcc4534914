import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '@app/features/admin/guards';
import { AdminLayout } from '@app/features/admin/admin-layout';

/**
 * The back office. Everything under /admin is its own chunk (autoCodeSplitting) and imports only
 * from features/admin, so no site page ever downloads it.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireAdmin(context.queryClient, location.href),
  component: AdminLayout,
});
