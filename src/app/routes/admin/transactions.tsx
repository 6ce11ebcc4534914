import { createFileRoute } from '@tanstack/react-router';
import { transactionsQueryOptions } from '@app/features/admin/commerce-api';
import { listSearchSchema } from '@app/features/admin/parts/list-search';
import { TransactionsPage } from '@app/features/admin/transactions/transactions-page';
import { transactionFilters, transactionListParams } from '@app/features/admin/list-params';

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: listSearchSchema(transactionFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(transactionsQueryOptions(transactionListParams(deps))),
  component: TransactionsPage,
});
