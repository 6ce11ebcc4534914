import { createFileRoute } from '@tanstack/react-router';
import { contentQueryOptions } from '@app/features/admin';
import { ContentPage } from '@app/features/admin';
import { contentFilters, contentListParams } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';

export const Route = createFileRoute('/admin/content/')({
  validateSearch: listSearchSchema(contentFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(contentQueryOptions(contentListParams(deps))),
  component: ContentPage,
});
