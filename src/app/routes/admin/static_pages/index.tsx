import { createFileRoute } from '@tanstack/react-router';
import { staticPagesQueryOptions } from '@app/features/admin/api';
import { StaticPagesPage } from '@app/features/admin/static-pages/static-pages-page';

export const Route = createFileRoute('/admin/static_pages/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(staticPagesQueryOptions()),
  component: StaticPagesPage,
});
