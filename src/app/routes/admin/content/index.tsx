import { createFileRoute } from '@tanstack/react-router';
import { contentQueryOptions } from '@app/features/admin/api';
import { ContentPage } from '@app/features/admin/content/content-page';
import { contentFilters, contentListParams } from '@app/features/admin/list-params';
import { listSearchSchema } from '@app/features/admin/parts/list-search';

export const Route = createFileRoute('/admin/content/')({
  validateSearch: listSearchSchema(contentFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(contentQueryOptions(contentListParams(deps))),
  component: ContentPage,
});
