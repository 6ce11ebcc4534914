import { PageContainer } from '@app/ui/page-container';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { ownSubmissionsQueryOptions, serviceQueryOptions } from '@app/features/feedback';
import { SendFeedbackPage } from '@app/features/feedback';

export const Route = createFileRoute('/$lang/fan/feedback/send/$contentId')({
  params: {
    parse: ({ contentId }) => {
      const id = Number(contentId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { contentId: id };
    },
    stringify: ({ contentId }) => ({ contentId: String(contentId) }),
  },
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(ownSubmissionsQueryOptions(params.contentId)),
      context.queryClient.prefetchQuery(serviceQueryOptions(params.contentId)),
    ]),
  component: function SendFeedbackRoute() {
    return (
      <PageContainer>
        <SendFeedbackPage contentId={Route.useParams().contentId} />
      </PageContainer>
    );
  },
});
