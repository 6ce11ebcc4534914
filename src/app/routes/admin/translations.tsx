import { createFileRoute } from '@tanstack/react-router';
import { translationsQueryOptions } from '@app/features/admin/api';
import { listSearchSchema } from '@app/features/admin/parts/list-search';
import { TranslationsPage } from '@app/features/admin/translations/translations-page';
import { translationFilters, translationParams } from '@app/features/admin/list-params';

export const Route = createFileRoute('/admin/translations')({
  validateSearch: listSearchSchema(translationFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(translationsQueryOptions(translationParams(deps))),
  component: TranslationsPage,
});
