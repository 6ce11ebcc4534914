import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth/guards';
import { blockedQueryOptions } from '@app/features/blocked/api';
import { BlockedListPage } from '@app/features/blocked/blocked-list-page';
import { pageSearchSchema } from '@app/features/library/page-search';

export const Route = createFileRoute('/$lang/fan/blocked-list')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(blockedQueryOptions(deps.page)),
  component: BlockedListPage,
});
