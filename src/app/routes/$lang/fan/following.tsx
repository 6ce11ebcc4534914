import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { followingQueryOptions } from '@app/features/library';
import { LibraryFrame } from '@app/features/library';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';
import { FollowingPage } from '@app/features/library';

/** The fan's address of the library's following tab: the same page inside the library's tabs. */
export const Route = createFileRoute('/$lang/fan/following')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(followingQueryOptions(deps.page)),
  component: function FanFollowingPage() {
    return (
      <LibraryFrame current="following">
        <FollowingPage />
      </LibraryFrame>
    );
  },
});
