import { createFileRoute } from '@tanstack/react-router';
import { feedQueryOptions } from '@app/features/feed';
import { FeedPage } from '@app/features/feed';
import { feedSearchSchema } from '@app/features/feed';

export const Route = createFileRoute('/$lang/fan/feed/')({
  validateSearch: feedSearchSchema,
  loaderDeps: ({ search: { page, type } }) => ({ page, type }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(feedQueryOptions(deps)),
  component: FeedPage,
});
