import { createFileRoute } from '@tanstack/react-router';
import { reportsQueryOptions } from '@app/features/admin/api';
import { listSearchSchema } from '@app/features/admin/parts/list-search';
import { ReportsPage } from '@app/features/admin/reports/reports-page';
import { reportFilters, reportListParams } from '@app/features/admin/list-params';

export const Route = createFileRoute('/admin/reports')({
  validateSearch: listSearchSchema(reportFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportsQueryOptions(reportListParams(deps))),
  component: ReportsPage,
});
