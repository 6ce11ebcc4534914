import { createFileRoute } from '@tanstack/react-router';
import { purchaseHistoryQueryOptions } from '@app/features/purchase-history';
import { historySearchSchema } from '@app/features/purchase-history';
import { PurchaseHistoryPage } from '@app/features/purchase-history';

/** The buyer's payments and refunds; the /account layout already requires a site sign-in. */
export const Route = createFileRoute('/$lang/account/purchases')({
  validateSearch: historySearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, kind: search.kind }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(purchaseHistoryQueryOptions(deps)),
  component: PurchaseHistoryPage,
});
