import * as v from 'valibot';

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
  'payment-failed',
  'content-review',
  'feedback',
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

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * The PWA path (without the `/$lang` prefix) a notification opens. Used by the list, the e-mail and the push payload,
 * so all three open the same page. Each producer's shape is covered by `notifications/producers.test.ts`, which also
 * checks every answer against the app's route tree: a link never lands on a page that does not exist.
 */
export function notificationLink(n: {
  kind: NotificationKind;
  objectType: string;
  objectId: number;
  data?: Record<string, unknown> | null;
}): string {
  const data = n.data ?? {};
  switch (n.kind) {
    case 'new-content':
    case 'class-reminder':
      return `/content/${n.objectId}`;
    case 'purchase':
    case 'refund': {
      // The creator's side of a refund: what left their balance, on their finance page.
      if (n.kind === 'refund' && data.for === 'creator') return '/creator/finance';
      // The buyer's own payments and refunds, with this one marked. An order by its number, the one its receipt
      // and its row show; a refund is the ledger row itself, a community payment names its row in
      // `transaction_id` (one PayPal has not booked yet has none: the page alone).
      const order = n.kind === 'purchase' && n.objectType === 'order' ? positiveId(n.objectId) : undefined;
      if (order) return `/account/purchases?order=${order}`;
      const row = n.objectType === 'transaction' ? positiveId(n.objectId) : positiveId(data.transaction_id);
      return row ? `/account/purchases?transaction=${row}` : '/account/purchases';
    }
    case 'sale':
    case 'payout':
      // The creator's wallet: income and payouts.
      return '/creator/finance';
    case 'collaboration-invite':
      // The invitee is not the owner: they answer on their collaboration page, not in the owner's editor.
      return '/creator/collaboration';
    case 'collaboration-reply':
      return `/creator/content/${n.objectId}`;
    case 'report-outcome': {
      const target = data.target as { type?: unknown; id?: unknown } | undefined;
      const id = positiveId(target?.id);
      return target?.type === 'content' && id ? `/content/${id}` : '/notifications';
    }
    case 'chat-message':
      return `/account/direct/${n.objectId}`;
    case 'content-review':
      // Approved or blocked by a moderator: the editor says what state the item is in, and why.
      return `/creator/content/${n.objectId}`;
    case 'feedback':
      // A fan's request reaches the creator's inbox; the creator's answer reaches the fan's page.
      return data.for === 'creator' ? `/creator/feedback/${n.objectId}` : `/fan/feedback/${n.objectId}`;
    case 'payment-failed': {
      // A community's monthly payment: the community's page says what to do (its membership panel).
      const community = positiveId(data.content_id);
      return community ? `/content/${community}` : '/library/communities';
    }
  }
}

/** A user's unread totals, as sent over the WebSocket and returned by the mark-read endpoints. */
export const UnreadCountsSchema = v.object({
  unread_notifications_count: v.number(),
  unread_chat_message_notifications_count: v.number(),
});
export type UnreadCounts = v.InferOutput<typeof UnreadCountsSchema>;
