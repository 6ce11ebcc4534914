import { createFileRoute } from '@tanstack/react-router';
import { reviewsQueryOptions } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';
import { TestimonialsPage } from '@app/features/admin';
import { reviewFilters, reviewListParams } from '@app/features/admin';

export const Route = createFileRoute('/admin/testimonials')({
  validateSearch: listSearchSchema(reviewFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reviewsQueryOptions(reviewListParams(deps))),
  component: TestimonialsPage,
});
