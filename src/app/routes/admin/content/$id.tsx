import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentPreviewQueryOptions } from '@app/features/admin';
import { ContentPreviewPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/content/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^\d{1,10}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contentPreviewQueryOptions(params.id)),
  component: function ContentPreviewRoute() {
    const { id } = Route.useParams();
    return <ContentPreviewPage id={id} />;
  },
});
