import { createFileRoute } from '@tanstack/react-router';
import { ContentNotFound } from '@app/features/content';
import { ContentPage } from '@app/features/content';
import { loadContentPage, parseContentId } from '@app/features/content';

/** A content item of any of the nine types, as the viewer may see it (the link preview page sends people here). */
export const Route = createFileRoute('/$lang/content/$contentId')({
  params: { parse: parseContentId, stringify: ({ contentId }) => ({ contentId: String(contentId) }) },
  loader: ({ context, params }) => loadContentPage(context.queryClient, 'content', params),
  component: function ContentRoute() {
    const { contentId } = Route.useParams();
    return <ContentPage source="content" contentId={contentId} />;
  },
  notFoundComponent: ContentNotFound,
});
