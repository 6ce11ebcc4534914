import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@shared/codes';
import { content, mediaAssets } from './catalogue';
import { users } from './people';

/**
 * The studio's own lifecycle facts beside a content row: an admin's approval (so an approved item no longer
 * waits for review when its video finishes) and the status a blocked item had (so unblocking restores it).
 */
export const contentModeration = pgTable('content_moderation', {
  contentId: integer('content_id')
    .primaryKey()
    .references(() => content.id, { onDelete: 'cascade' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  blockedFromStatus: smallint('blocked_from_status').$type<ContentStatus>(),
});

/** A fan's own video sent to a feedback service (type 7) they bought. */
export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    fanId: integer('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the creator marks their answer complete. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_submissions_content_idx').on(t.contentId, t.createdAt),
    index('feedback_submissions_fan_idx').on(t.fanId, t.createdAt),
    uniqueIndex('feedback_submissions_asset_unique').on(t.assetId),
  ],
);

/** The creator's comment at a moment of the fan's video (milliseconds from its start). */
export const feedbackComments = pgTable(
  'feedback_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => feedbackSubmissions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    atMs: integer('at_ms').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_comments_submission_idx').on(t.submissionId, t.atMs)],
);
