import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '@app/lib/session';
import { AdminHomePage } from '@app/features/admin/admin-home-page';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions('admin')),
  component: AdminHomePage,
});
