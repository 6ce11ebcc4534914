/** What a notification is about; each kind links to its object (see `notificationLink`). */
export const notificationKinds = [
  'new-content',
  'purchase',
  'sale',
  'collaboration-invite',
  'collaboration-reply',
  'class-reminder',
  'report-outcome',
  'refund',
  'payout',
  'chat-message',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Where a notification goes: the in-app list, an e-mail, a web-push message. */
export const notificationChannels = ['in-app', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * Channels on when the user has saved nothing for a kind. Chat messages are seen live in the conversation,
 * so they are not mailed by default; everything else goes in-app and by e-mail; push needs a subscription anyway.
 */
export function defaultChannelEnabled(kind: NotificationKind, channel: NotificationChannel): boolean {
  if (channel === 'in-app') return kind !== 'chat-message';
  if (channel === 'email') return kind !== 'chat-message';
  return true;
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (notificationKinds as readonly string[]).includes(value);
}

/**
 * The PWA path (without the `/$lang` prefix) a notification opens. Used by the list, the e-mail and the push payload,
 * so all three open the same page.
 */
export function notificationLink(n: {
  kind: NotificationKind;
  objectType: string;
  objectId: number;
  data?: Record<string, unknown> | null;
}): string {
  switch (n.objectType) {
    case 'content':
      return n.kind === 'sale' || n.kind === 'collaboration-invite' || n.kind === 'collaboration-reply'
        ? `/creator/content/${n.objectId}`
        : `/content/${n.objectId}`;
    case 'conversation':
      return `/account/direct/${n.objectId}`;
    case 'order':
    case 'refund':
      return '/account/transactions';
    case 'payout':
      return '/creator/finance';
    case 'report':
      return '/notifications';
    case 'user':
      return `/creator/${n.objectId}`;
    default:
      return '/notifications';
  }
}

/** A user's unread totals, as sent over the WebSocket and returned by the mark-read endpoints. */
export interface UnreadCounts {
  unread_notifications_count: number;
  unread_chat_message_notifications_count: number;
}
