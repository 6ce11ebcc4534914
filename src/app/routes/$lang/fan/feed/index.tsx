import { createFileRoute } from '@tanstack/react-router';
import { feedQueryOptions } from '@app/features/feed/api';
import { FeedPage } from '@app/features/feed/feed-page';
import { feedSearchSchema } from '@app/features/feed/search';

export const Route = createFileRoute('/$lang/fan/feed/')({
  validateSearch: feedSearchSchema,
  loaderDeps: ({ search: { page, type } }) => ({ page, type }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(feedQueryOptions(deps)),
  component: FeedPage,
});
