import { createFileRoute } from '@tanstack/react-router';
import { notificationSettingsQueryOptions } from '@app/features/notifications/api';
import { NotificationSettingsPage } from '@app/features/notifications/notification-settings-page';

export const Route = createFileRoute('/$lang/notifications/settings')({
  loader: ({ context }) => context.queryClient.prefetchQuery(notificationSettingsQueryOptions()),
  component: NotificationSettingsPage,
});
