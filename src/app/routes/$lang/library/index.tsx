import { createFileRoute } from '@tanstack/react-router';
import { collectionQueryOptions, librarySummaryQueryOptions } from '@app/features/library';
import { LibraryPage } from '@app/features/library';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';

/** The counts and the owned collection (paged with `?page=`). */
export const Route = createFileRoute('/$lang/library/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(librarySummaryQueryOptions()),
      context.queryClient.prefetchQuery(collectionQueryOptions(deps.page)),
    ]),
  component: LibraryPage,
});
