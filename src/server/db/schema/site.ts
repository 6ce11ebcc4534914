import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '@shared/locales';
import { users } from './people';

export const staticPages = pgTable(
  'static_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('static_pages_slug_locale_unique').on(t.slug, t.locale)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is for (verify-email, reset-password, …) so tests and the admin can find it. */
    template: text('template').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Client-side errors reported through POST /api/sendLog. */
export const clientLogs = pgTable('client_logs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  level: text('level').notNull(),
  message: text('message').notNull(),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Admin overrides of UI messages, picked up by the PWA at run time (no rebuild). */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    locale: text('locale').$type<Locale>().notNull(),
    messageId: text('message_id').notNull(),
    text: text('text').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('translation_overrides_unique').on(t.locale, t.messageId)],
);
