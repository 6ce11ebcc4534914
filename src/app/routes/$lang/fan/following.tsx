import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth/guards';
import { followingQueryOptions } from '@app/features/library/api';
import { LibraryFrame } from '@app/features/library/library-frame';
import { pageSearchSchema } from '@app/features/library/page-search';
import { FollowingPage } from '@app/features/library/following-page';

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
