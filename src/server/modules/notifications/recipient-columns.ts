import { sql, type SQLWrapper } from 'drizzle-orm';
import type { NotificationKind } from '@shared/notifications';
import type { SavedChoice } from './channel-settings';

/**
 * What deciding a notification needs to know of its recipient, as columns a caller adds to a read it makes anyway
 * (a chat send reads its members): the saved channel choices for one kind, and whether a browser subscribed to
 * push. With them `planNotifications` decides without a statement of its own.
 */
export function savedChoicesColumn(userId: SQLWrapper, kind: NotificationKind) {
  return sql<SavedChoice[]>`(select coalesce(jsonb_agg(jsonb_build_object('channel', s.channel, 'enabled', s.enabled)),
    '[]'::jsonb) from notification_settings s where s.user_id = ${userId} and s.kind = ${kind})`;
}

export function pushableColumn(userId: SQLWrapper) {
  return sql<boolean>`exists (select 1 from push_subscriptions p where p.user_id = ${userId})`;
}
