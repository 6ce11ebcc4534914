import { createFileRoute } from '@tanstack/react-router';
import { followingQueryOptions } from '@app/features/library/api';
import { FollowingPage } from '@app/features/library/following-page';
import { pageSearchSchema } from '@app/features/library/page-search';

export const Route = createFileRoute('/$lang/library/following')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(followingQueryOptions(deps.page)),
  component: FollowingPage,
});
