import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';
import { notificationsQueryOptions } from '@app/features/notifications';
import { NotificationsPage } from '@app/features/notifications';

export const Route = createFileRoute('/$lang/notifications/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(notificationsQueryOptions(deps.page)),
  component: NotificationsPage,
});
