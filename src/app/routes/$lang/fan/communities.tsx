import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { collectionQueryOptions } from '@app/features/library';
import { LibraryFrame } from '@app/features/library';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';
import { CommunitiesPage } from '@app/features/library';

/** The fan's address of the library's communities tab: the same page inside the library's tabs. */
export const Route = createFileRoute('/$lang/fan/communities')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(collectionQueryOptions(deps.page, true)),
  component: function FanCommunitiesPage() {
    return (
      <LibraryFrame current="communities">
        <CommunitiesPage />
      </LibraryFrame>
    );
  },
});
