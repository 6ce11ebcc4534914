import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@shared/notifications';
import type { Db, Tx } from '../../db/client';
import { content, notificationDeliveries, notifications, pushSubscriptions, users } from '../../db/schema';
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
      data: await withNames(db, n.data ?? {}),
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

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * Adds what the texts name but a producer did not put in the data: the person who acted (`creator_id` or
 * `owner_id`) as `name`, and the item (`content_id`) as `title`. Stored with the notification, so the list, the
 * e-mail and the push read the same words, even after the person or the item is renamed or removed.
 */
async function withNames(db: Db | Tx, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = { ...data };
  const actorId = positiveId(data.creator_id) ?? positiveId(data.owner_id);
  if (typeof data.name !== 'string' && actorId !== null) {
    const [actor] = await db.select({ name: users.name }).from(users).where(eq(users.id, actorId));
    if (actor) result.name = actor.name;
  }
  const itemId = positiveId(data.content_id);
  if (typeof data.title !== 'string' && itemId !== null) {
    const [item] = await db.select({ title: content.title }).from(content).where(eq(content.id, itemId));
    if (item) result.title = item.title;
  }
  return result;
}
