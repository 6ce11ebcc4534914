import { createFileRoute, notFound } from '@tanstack/react-router';
import { feedItemQueryOptions } from '@app/features/feed';
import { FeedItemPage } from '@app/features/feed';

export const Route = createFileRoute('/$lang/fan/feed/$contentId')({
  params: {
    parse: ({ contentId }) => {
      const id = Number(contentId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { contentId: id };
    },
    stringify: ({ contentId }) => ({ contentId: String(contentId) }),
  },
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(feedItemQueryOptions(params.contentId)),
  component: FeedItemPage,
});
