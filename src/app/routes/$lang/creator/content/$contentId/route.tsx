import { createFileRoute, notFound } from '@tanstack/react-router';
import { studioContentQueryOptions } from '@app/features/studio';
import { EditorLayout } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/content/$contentId')({
  params: {
    parse: ({ contentId }) => {
      const id = Number(contentId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { contentId: id };
    },
    stringify: ({ contentId }) => ({ contentId: String(contentId) }),
  },
  // The layout shows its own loading, not-found and retry states, so a failed load is not thrown here.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(studioContentQueryOptions(params.contentId)),
  component: EditorLayout,
});
