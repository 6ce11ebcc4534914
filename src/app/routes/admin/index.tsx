import { createFileRoute } from '@tanstack/react-router';
import { readyIncomeQueryOptions, salesQueryOptions } from '@app/features/admin';
import { DashboardPage } from '@app/features/admin';
import { dashboardFilters, salesParams } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';

export const Route = createFileRoute('/admin/')({
  validateSearch: listSearchSchema(dashboardFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(salesQueryOptions(salesParams(deps))),
      context.queryClient.prefetchQuery(readyIncomeQueryOptions()),
    ]),
  component: DashboardPage,
});
