import { createFileRoute } from '@tanstack/react-router';
import { notificationSettingsQueryOptions } from '@app/features/notifications';
import { NotificationSettingsPage } from '@app/features/notifications';

export const Route = createFileRoute('/$lang/notifications/settings')({
  loader: ({ context }) => context.queryClient.prefetchQuery(notificationSettingsQueryOptions()),
  component: NotificationSettingsPage,
});
