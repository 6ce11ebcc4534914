import { createFileRoute } from '@tanstack/react-router';
import { reviewsQueryOptions } from '@app/features/admin/api';
import { listSearchSchema } from '@app/features/admin/parts/list-search';
import { TestimonialsPage } from '@app/features/admin/testimonials/testimonials-page';
import { reviewFilters, reviewListParams } from '@app/features/admin/list-params';

export const Route = createFileRoute('/admin/testimonials')({
  validateSearch: listSearchSchema(reviewFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reviewsQueryOptions(reviewListParams(deps))),
  component: TestimonialsPage,
});
