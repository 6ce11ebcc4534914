import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { blockedQueryOptions } from '@app/features/blocked';
import { BlockedListPage } from '@app/features/blocked';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';

export const Route = createFileRoute('/$lang/fan/blocked-list')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(blockedQueryOptions(deps.page)),
  component: BlockedListPage,
});
