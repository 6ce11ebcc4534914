import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationKind } from '@shared/notifications';
import { users } from './people';

/** The in-app notification list; a row exists only when the in-app channel is on for its kind. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Whether the row is shown in the list (in-app channel on); off rows exist only to carry e-mail/push. */
    inApp: boolean('in_app').notNull().default(true),
    /** Stops duplicates of scheduled notifications (class reminders): one row per key and user. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.inApp}`),
    uniqueIndex('notifications_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

/** A saved choice per user × kind × channel; a missing row means the default (`defaultChannelEnabled`). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * The outbox of e-mail and push deliveries, written in the same transaction as the notification so a rolled-back
 * caller sends nothing; the `deliver-notifications` job sends them. Status 0 pending, 1 sent, 2 skipped, 255 failed.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<Exclude<NotificationChannel, 'in-app'>>().notNull(),
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_deliveries_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 0`),
  ],
);

/** A browser's Web Push subscription; removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One-use tickets for opening `/ws`: a browser cannot set headers on a WebSocket and the token must never be in a URL,
 * so a signed-in tab trades its access token for a ticket over HTTP and sends the ticket as its first message.
 */
export const realtimeTickets = pgTable('realtime_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessTokenId: integer('access_token_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
