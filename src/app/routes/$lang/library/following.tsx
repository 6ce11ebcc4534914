import { createFileRoute } from '@tanstack/react-router';
import { followingQueryOptions } from '@app/features/library';
import { FollowingPage } from '@app/features/library';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';

export const Route = createFileRoute('/$lang/library/following')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(followingQueryOptions(deps.page)),
  component: FollowingPage,
});
