import { createFileRoute } from '@tanstack/react-router';
import { readyIncomeQueryOptions, salesQueryOptions } from '@app/features/admin/commerce-api';
import { DashboardPage } from '@app/features/admin/dashboard/dashboard-page';
import { dashboardFilters, salesParams } from '@app/features/admin/list-params';
import { listSearchSchema } from '@app/features/admin/parts/list-search';

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
