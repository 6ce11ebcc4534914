import { createFileRoute } from '@tanstack/react-router';
import { walletQueryOptions } from '@app/features/finance';
import { FinancePage } from '@app/features/finance';

export const Route = createFileRoute('/$lang/creator/finance/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(walletQueryOptions()),
  component: FinancePage,
});
