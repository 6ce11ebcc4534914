import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/features/library/page-search';
import { notificationsQueryOptions } from '@app/features/notifications/api';
import { NotificationsPage } from '@app/features/notifications/notifications-page';

export const Route = createFileRoute('/$lang/notifications/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(notificationsQueryOptions(deps.page)),
  component: NotificationsPage,
});
