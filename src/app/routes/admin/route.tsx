import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '@app/features/admin';
import { AdminLayout } from '@app/features/admin';

/**
 * The back office. Everything under /admin is its own chunk (autoCodeSplitting) and imports only
 * from features/admin, so no site page ever downloads it.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireAdmin(context.queryClient, location.href),
  component: AdminLayout,
});
