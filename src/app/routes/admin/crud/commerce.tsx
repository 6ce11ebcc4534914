import { createFileRoute } from '@tanstack/react-router';
import { commerceSettingsQueryOptions, currencyRatesQueryOptions } from '@app/features/admin';
import { CommerceSettingsPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/crud/commerce')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(commerceSettingsQueryOptions()),
      context.queryClient.ensureQueryData(currencyRatesQueryOptions()),
    ]),
  component: CommerceSettingsPage,
});
