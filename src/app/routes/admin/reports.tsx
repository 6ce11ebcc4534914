import { createFileRoute } from '@tanstack/react-router';
import { reportsQueryOptions } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';
import { ReportsPage } from '@app/features/admin';
import { reportFilters, reportListParams } from '@app/features/admin';

export const Route = createFileRoute('/admin/reports')({
  validateSearch: listSearchSchema(reportFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportsQueryOptions(reportListParams(deps))),
  component: ReportsPage,
});
