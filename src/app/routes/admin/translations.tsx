import { createFileRoute } from '@tanstack/react-router';
import { translationsQueryOptions } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';
import { TranslationsPage } from '@app/features/admin';
import { translationFilters, translationParams } from '@app/features/admin';

export const Route = createFileRoute('/admin/translations')({
  validateSearch: listSearchSchema(translationFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(translationsQueryOptions(translationParams(deps))),
  component: TranslationsPage,
});
