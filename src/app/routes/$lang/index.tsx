import { createFileRoute } from '@tanstack/react-router';
import { landingQueryOptions } from '@app/features/home';
import { HomePage } from '@app/features/home';

export const Route = createFileRoute('/$lang/')({
  // Not awaited: the hero shows at once and the landing streams in behind its skeletons.
  loader: ({ context }) => void context.queryClient.prefetchQuery(landingQueryOptions()),
  component: HomePage,
});
