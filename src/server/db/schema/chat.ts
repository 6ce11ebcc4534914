import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatKind } from '@shared/schemas/chat';
import { mediaAssets } from './catalogue';
import { users } from './people';

/** A conversation. `url` is the spec's `chat_url`: an opaque public name, not guessable from the id. */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    kind: text('kind').$type<ChatKind>().notNull(),
    name: text('name').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For direct conversations `lowId:highId`, so a pair has one conversation even when both open it at once. */
    directKey: text('direct_key'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_url_unique').on(t.url),
    uniqueIndex('chat_channels_direct_unique').on(t.directKey),
  ],
);

/** Membership and read state; a removed member keeps the row (`removedAt`) and sees nothing after it. */
export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message this member has read; unread = later messages by others. Only ever moves forward. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index('chat_members_user_idx')
      .on(t.userId)
      .where(sql`${t.removedAt} is null`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    attachmentId: integer('attachment_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    /** The sender's own id for the message, so a resend after a dropped connection is not a second message. */
    clientMessageId: text('client_message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_channel_idx').on(t.channelId, t.id),
    uniqueIndex('chat_messages_client_unique').on(t.authorId, t.clientMessageId),
  ],
);
