import { createFileRoute } from '@tanstack/react-router';
import { auditQueryOptions } from '@app/features/admin/api';
import { AuditPage } from '@app/features/admin/audit/audit-page';
import { auditFilters, auditListParams } from '@app/features/admin/list-params';
import { listSearchSchema } from '@app/features/admin/parts/list-search';

export const Route = createFileRoute('/admin/audit')({
  validateSearch: listSearchSchema(auditFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(auditQueryOptions(auditListParams(deps))),
  component: AuditPage,
});
