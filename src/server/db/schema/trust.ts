import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedNames } from './reference';
import { users } from './people';

/** What a review or report points at (the API's `target` / `objectOfTestimonial`). */
export type TargetType = 'content' | 'user' | 'review' | 'message';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<TargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** 1–5 stars; optional. */
    rating: integer('rating'),
    status: text('status').$type<'visible' | 'hidden' | 'pending'>().notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_target_idx').on(t.targetType, t.targetId, t.createdAt),
    /** One review per author and target, even when the same form is submitted twice at once. */
    uniqueIndex('reviews_author_target_unique').on(t.authorId, t.targetType, t.targetId),
  ],
);

export const reportTypes = pgTable('report_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
});

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportTypeId: integer('report_type_id')
      .notNull()
      .references(() => reportTypes.id),
    targetType: text('target_type').$type<TargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    body: text('body').notNull().default(''),
    status: text('status').$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    outcome: text('outcome'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    /** A reporter has at most one open report per target; once resolved they may report it again. */
    uniqueIndex('reports_open_reporter_target_unique')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);
