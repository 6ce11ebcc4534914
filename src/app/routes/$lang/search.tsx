import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_CURRENCY, isCurrency } from '@shared/money';
import type { Profile } from '@shared/schemas/profile';
import { currencyPreference } from '@app/platform/preferences';
import { profileKey } from '@app/platform/session';
import { searchContentQueryOptions, searchGenresQueryOptions } from '@app/features/search';
import { SearchPage } from '@app/features/search';
import { searchParamsSchema } from '@app/features/search';

/** Search is public: a visitor sees what anyone may find, a signed-in fan also in their currency. */
export const Route = createFileRoute('/$lang/search')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => {
    const profileCurrency = queryClient.getQueryData<Profile | null>(profileKey('site'))?.preferred_currency;
    const currency = currencyPreference.get() ?? (isCurrency(profileCurrency) ? profileCurrency : DEFAULT_CURRENCY);
    void queryClient.prefetchQuery(searchGenresQueryOptions(params.lang));
    void queryClient.prefetchQuery(searchContentQueryOptions(deps, currency));
  },
  component: SearchPage,
});
