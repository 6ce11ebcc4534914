import { eq, inArray } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '@shared/notifications';
import type { Db, Tx } from '../../db/client';
import { content, notificationDeliveries, notifications, pushSubscriptions, users } from '../../db/schema';
import { publishEvents, type RealtimeEvent } from '../../realtime/event-bus';
import { channelsOf, enabledChannels, type Recipient } from './channel-settings';

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
  await publishEvents(db, await notifyAll(db, [n]));
}

/**
 * Several notifications (a sale's buyer and creator, a message's recipients) in a fixed number of statements:
 * one read of the settings, one of push subscriptions, one insert of the rows, one of the deliveries. Answers
 * the real-time events for the caller to publish with its own, in one statement (`publishEvents`).
 */
export async function notifyAll(db: Db | Tx, inputs: readonly NotificationInput[]): Promise<RealtimeEvent[]> {
  if (inputs.length === 0) return [];
  const settings = await enabledChannels(db, inputs);
  const on = (r: Recipient) => channelsOf(settings, r);
  // Push only where a browser subscribed: no outbox rows that could never be sent.
  const wantPush = [...new Set(inputs.filter((n) => on(n).has('push')).map((n) => n.userId))];
  const subscribed = new Set(
    wantPush.length === 0
      ? []
      : (
          await db
            .selectDistinct({ userId: pushSubscriptions.userId })
            .from(pushSubscriptions)
            .where(inArray(pushSubscriptions.userId, wantPush))
        ).map((r) => r.userId),
  );
  return writeNotifications(
    db,
    planNotifications(inputs, on, (userId) => subscribed.has(userId)),
  );
}

/** A notification decided on: whether it shows in the app, and which outbox channels it fills. */
export interface PlannedNotification {
  input: NotificationInput;
  inApp: boolean;
  outgoing: ('email' | 'push')[];
}

/**
 * What each notification becomes, from the recipients' channels and whether each has a push subscription (push
 * only where a browser subscribed: no outbox rows that could never be sent). Those with nothing on are left out.
 * A caller that already read both (a chat send reads them with its members) decides without a statement.
 */
export function planNotifications(
  inputs: readonly NotificationInput[],
  channels: (r: Recipient) => ReadonlySet<NotificationChannel>,
  pushable: (userId: number) => boolean,
): PlannedNotification[] {
  return inputs.flatMap((input) => {
    const on = channels(input);
    const outgoing = [
      ...(on.has('email') ? (['email'] as const) : []),
      ...(on.has('push') && pushable(input.userId) ? (['push'] as const) : []),
    ];
    const inApp = on.has('in-app');
    return inApp || outgoing.length > 0 ? [{ input, inApp, outgoing }] : [];
  });
}

/** Stores planned notifications and their outbox rows (two statements; none when the plan is empty). */
export async function writeNotifications(
  db: Db | Tx,
  planned: readonly PlannedNotification[],
): Promise<RealtimeEvent[]> {
  if (planned.length === 0) return [];
  const values = [];
  for (const { input: n, inApp } of planned) {
    values.push({
      userId: n.userId,
      kind: n.kind,
      objectType: n.objectType,
      objectId: n.objectId,
      data: await withNames(db, n.data ?? {}),
      inApp,
      dedupeKey: n.dedupeKey ?? null,
    });
  }
  const rows = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
  const planOf = (row: Recipient) => planned.find((p) => p.input.userId === row.userId && p.input.kind === row.kind);
  const deliveries = rows.flatMap((row) =>
    (planOf(row)?.outgoing ?? []).map((channel) => ({ notificationId: row.id, channel })),
  );
  if (deliveries.length > 0) await db.insert(notificationDeliveries).values(deliveries);
  const unread = [...new Set(rows.filter((row) => planOf(row)?.inApp).map((row) => row.userId))];
  return [
    ...(deliveries.length > 0 ? [{ type: 'deliveries' as const }] : []),
    ...(unread.length > 0 ? [{ type: 'unread' as const, userIds: unread }] : []),
  ];
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
