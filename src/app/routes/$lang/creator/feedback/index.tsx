import { PageContainer } from '@app/ui/page-container';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireCreator } from '@app/features/studio';
import { creatorInboxQueryOptions } from '@app/features/feedback';
import { CreatorFeedbackPage } from '@app/features/feedback';

const searchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/$lang/creator/feedback/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: (args) => requireCreator(args),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(creatorInboxQueryOptions(deps.page)),
  component: function CreatorFeedbackRoute() {
    return (
      <PageContainer>
        <CreatorFeedbackPage page={Route.useSearch().page ?? 1} />
      </PageContainer>
    );
  },
});
