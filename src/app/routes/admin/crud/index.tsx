import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/admin/crud` opens the first reference table (the admin menu's "Reference data" goes there too). */
export const Route = createFileRoute('/admin/crud/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/crud/$resource', params: { resource: 'genres' }, replace: true });
  },
});
