/** Notifications: the list, settings, push subscription, header badges. Other features and routes import it only through this file. */
export { notificationSettingsQueryOptions, notificationsQueryOptions, setUnreadCounts } from './api';
export { HeaderBadgesOnDemand } from './header-badges-on-demand';
export { NotificationSettingsPage } from './notification-settings-page';
export { NotificationsPage } from './notifications-page';
