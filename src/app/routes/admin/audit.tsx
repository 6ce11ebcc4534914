import { createFileRoute } from '@tanstack/react-router';
import { auditQueryOptions } from '@app/features/admin';
import { AuditPage } from '@app/features/admin';
import { auditFilters, auditListParams } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';

export const Route = createFileRoute('/admin/audit')({
  validateSearch: listSearchSchema(auditFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(auditQueryOptions(auditListParams(deps))),
  component: AuditPage,
});
