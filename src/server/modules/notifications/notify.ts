import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@shared/notifications';
import type { Db, Tx } from '../../db/client';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../db/schema';
import { publishEvent } from '../../realtime/event-bus';
import { enabledChannels } from './channel-settings';

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  objectType: string;
  objectId: number;
  data?: Record<string, unknown>;
  /** Scheduled notifications (class reminders) pass a key so a second run adds nothing. */
  dedupeKey?: string;
}

/**
 * Notifies one user, inside the caller's transaction: the in-app row, the e-mail and push deliveries the user's
 * settings allow (sent afterwards by the `deliver-notifications` job), and the live unread count. If the caller
 * rolls back, nothing is shown or sent. Writes nothing when every channel is off or the dedupe key was used.
 */
export async function notify(db: Db | Tx, n: NotificationInput): Promise<void> {
  const channels = (await enabledChannels(db, [n.userId], n.kind)).get(n.userId);
  if (!channels) return;
  const inApp = channels.has('in-app');
  // Push only where a browser subscribed: no outbox rows that could never be sent.
  const pushable =
    channels.has('push') &&
    (
      await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, n.userId))
        .limit(1)
    ).length > 0;
  const outgoing = [...(channels.has('email') ? (['email'] as const) : []), ...(pushable ? (['push'] as const) : [])];
  if (!inApp && outgoing.length === 0) return;
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      kind: n.kind,
      objectType: n.objectType,
      objectId: n.objectId,
      data: n.data ?? {},
      inApp,
      dedupeKey: n.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return;
  if (outgoing.length > 0) {
    await db.insert(notificationDeliveries).values(outgoing.map((channel) => ({ notificationId: row.id, channel })));
    await publishEvent(db, { type: 'deliveries' });
  }
  if (inApp) await publishEvent(db, { type: 'unread', userIds: [n.userId] });
}
