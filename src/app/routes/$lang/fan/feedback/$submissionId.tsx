import { PageContainer } from '@app/ui/page-container';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { submissionQueryOptions } from '@app/features/feedback';
import { SubmissionPage } from '@app/features/feedback';

export const Route = createFileRoute('/$lang/fan/feedback/$submissionId')({
  params: {
    parse: ({ submissionId }) => {
      const id = Number(submissionId);
      if (!Number.isInteger(id) || id < 1) throw notFound();
      return { submissionId: id };
    },
    stringify: ({ submissionId }) => ({ submissionId: String(submissionId) }),
  },
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(submissionQueryOptions(params.submissionId)),
  component: function FanSubmissionRoute() {
    return (
      <PageContainer>
        <SubmissionPage submissionId={Route.useParams().submissionId} side="fan" />
      </PageContainer>
    );
  },
});
