import { createFileRoute } from '@tanstack/react-router';
import { ContentNotFound } from '@app/features/content';
import { ContentPage } from '@app/features/content';
import { loadContentPage, parseContentId } from '@app/features/content';

/** A shared item for any visitor (GET /api/shared-content/:id): the content page, read from the sharing API. */
export const Route = createFileRoute('/$lang/shared-content/$contentId')({
  params: { parse: parseContentId, stringify: ({ contentId }) => ({ contentId: String(contentId) }) },
  loader: ({ context, params }) => loadContentPage(context.queryClient, 'shared', params),
  component: function SharedContentRoute() {
    const { contentId } = Route.useParams();
    return <ContentPage source="shared" contentId={contentId} />;
  },
  notFoundComponent: ContentNotFound,
});
