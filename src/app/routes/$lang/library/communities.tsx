import { createFileRoute } from '@tanstack/react-router';
import { collectionQueryOptions } from '@app/features/library';
import { CommunitiesPage } from '@app/features/library';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';

export const Route = createFileRoute('/$lang/library/communities')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(collectionQueryOptions(deps.page, true)),
  component: CommunitiesPage,
});
