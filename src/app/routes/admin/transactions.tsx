import { createFileRoute } from '@tanstack/react-router';
import { transactionsQueryOptions } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';
import { TransactionsPage } from '@app/features/admin';
import { transactionFilters, transactionListParams } from '@app/features/admin';

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: listSearchSchema(transactionFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(transactionsQueryOptions(transactionListParams(deps))),
  component: TransactionsPage,
});
