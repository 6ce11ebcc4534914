import { createFileRoute } from '@tanstack/react-router';
import { landingQueryOptions } from '@app/features/home/api';
import { HomePage } from '@app/features/home/home-page';

export const Route = createFileRoute('/$lang/')({
  // Not awaited: the hero shows at once and the landing streams in behind its skeletons.
  loader: ({ context }) => void context.queryClient.prefetchQuery(landingQueryOptions()),
  component: HomePage,
});
