import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { UploadPurpose } from '@shared/upload-limits';
import { mediaAssets } from './catalogue';
import { users } from './people';

export type UploadStatus = 'open' | 'completed' | 'cancelled';

/** One file on its way in: announced by `pre-signed`, filled part by part, completed into a media asset. */
export const uploads = pgTable(
  'uploads',
  {
    /** Random and unguessable: it appears in signed URLs. */
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    filename: text('filename').notNull(),
    /** What the client announced; the bytes are checked against the purpose's rules on completion. */
    declaredMimeType: text('declared_mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    partSize: integer('part_size').notNull(),
    partCount: integer('part_count').notNull(),
    /** Where the assembled file lives (private until the pipeline publishes what it makes). */
    storageKey: text('storage_key').notNull(),
    /** S3 mode with more than one part: the bucket's multipart upload id. */
    s3UploadId: text('s3_upload_id'),
    status: text('status').$type<UploadStatus>().notNull().default('open'),
    assetId: integer('asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Parts that have arrived, so an interrupted upload resumes where it stopped. */
export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** S3 mode: the ETag the bucket answered, named again on completion. */
    etag: text('etag'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.number] })],
);

/**
 * The original file behind a processed video, kept so a failed run can be retried, and the pipeline's
 * bookkeeping: what it made (the teaser clip) and how often it ran.
 */
export const mediaSources = pgTable('media_sources', {
  assetId: integer('asset_id')
    .primaryKey()
    .references(() => mediaAssets.id, { onDelete: 'cascade' }),
  sourceKey: text('source_key').notNull(),
  sourceMimeType: text('source_mime_type').notNull(),
  /** The ~10 s clip the pipeline cut, offered as the teaser of content that has none. */
  teaserKey: text('teaser_key'),
  attempts: integer('attempts').notNull().default(0),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
