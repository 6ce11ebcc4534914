import { createFileRoute } from '@tanstack/react-router';
import { walletQueryOptions } from '@app/features/finance/api';
import { FinancePage } from '@app/features/finance/finance-page';

export const Route = createFileRoute('/$lang/creator/finance/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(walletQueryOptions()),
  component: FinancePage,
});
