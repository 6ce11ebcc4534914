import { createFileRoute } from '@tanstack/react-router';
import { staticPagesQueryOptions } from '@app/features/admin';
import { StaticPagesPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/static_pages/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(staticPagesQueryOptions()),
  component: StaticPagesPage,
});
