import { PageContainer } from '@app/ui/page-container';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireCreator } from '@app/features/studio';
import { submissionQueryOptions } from '@app/features/feedback';
import { SubmissionPage } from '@app/features/feedback';

export const Route = createFileRoute('/$lang/creator/feedback/$submissionId')({
  params: {
    parse: ({ submissionId }) => {
      const id = Number(submissionId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { submissionId: id };
    },
    stringify: ({ submissionId }) => ({ submissionId: String(submissionId) }),
  },
  beforeLoad: (args) => requireCreator(args),
  loader: ({ context, params }) => context.queryClient.prefetchQuery(submissionQueryOptions(params.submissionId)),
  component: function CreatorSubmissionRoute() {
    return (
      <PageContainer>
        <SubmissionPage submissionId={Route.useParams().submissionId} side="creator" />
      </PageContainer>
    );
  },
});
