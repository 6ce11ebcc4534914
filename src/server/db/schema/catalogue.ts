import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { CollaborationStatus, ContentStatus, ContentType } from '@shared/codes';
import type { Currency } from '@shared/money';
import type { CaptionLanguage } from '@shared/schemas/captions';
import { users } from './people';
import { genres } from './reference';

export const content = pgTable(
  'content',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').$type<ContentType>().notNull(),
    status: smallint('status').$type<ContentStatus>().notNull().default(2),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Integer minor units; 0 means free. */
    priceAmount: bigint('price_amount', { mode: 'number' }).notNull().default(0),
    priceCurrency: text('price_currency').$type<Currency>().notNull().default('USD'),
    /** Free-form per-type settings (service info, community settings, …) validated by the shared schemas. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    autoPublishAt: timestamp('auto_publish_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletionReason: text('deletion_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(sql`title || ' ' || description`),
  },
  (t) => [
    index('content_owner_idx').on(t.ownerId),
    index('content_public_idx').on(t.status, t.type, t.publishedAt),
    index('content_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** The public list's default order (newest published first) over only what the public may see. */
    index('content_listed_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 1 and ${t.archivedAt} is null and ${t.deletedAt} is null`),
  ],
);

/** `captions`: a WebVTT file, linked to its video through `caption_tracks`. */
export type MediaKind = 'image' | 'video' | 'captions';
export type MediaStatus = 'processing' | 'ready' | 'failed';

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<MediaStatus>().notNull().default('ready'),
    error: text('error'),
    durationSeconds: integer('duration_seconds'),
    /** Rendition name → storage key of its playlist, plus poster and thumbnail keys. */
    renditions: jsonb('renditions').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_assets_owner_idx').on(t.ownerId),
    /** /media/public/<key> finds its asset (and MIME type) by key on every image request. */
    index('media_assets_storage_key_idx').on(t.storageKey),
  ],
);

export type ContentMediaRole = 'cover' | 'teaser' | 'video' | 'additional';

export const contentMedia = pgTable(
  'content_media',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    role: text('role').$type<ContentMediaRole>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.assetId] }),
    index('content_media_role_idx').on(t.contentId, t.role, t.position),
    /** /media/v/<assetId>/… checks the content an asset belongs to on every file request. */
    index('content_media_asset_idx').on(t.assetId),
  ],
);

/**
 * The creator's captions of a video, one file per language. They belong to the video asset (main or
 * additional), so wherever the video plays they come along, under the video's own gating rule.
 */
export const captionTracks = pgTable(
  'caption_tracks',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    /** A tag from `captionLanguages` (BCP 47): the track's `srclang`. */
    language: text('language').$type<CaptionLanguage>().notNull(),
    /** What the player's caption menu shows. */
    label: text('label').notNull(),
    /** The WebVTT file: a `captions` media asset, used by this one track only. */
    fileId: integer('file_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.language] }), uniqueIndex('caption_tracks_file_idx').on(t.fileId)],
);

export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place'),
    link: text('link'),
    capacity: integer('capacity'),
  },
  (t) => [index('meetings_content_idx').on(t.contentId, t.startsAt)],
);

export const contentTags = pgTable(
  'content_tags',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.genreId] }), index('content_tags_genre_idx').on(t.genreId)],
);

export const collaborations = pgTable(
  'collaborations',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<CollaborationStatus>().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.creatorId] })],
);

/** Which content a community (type 50) unlocks for its subscribers. */
export const subscriptionContent = pgTable(
  'subscription_content',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.contentId] }), index('subscription_content_idx').on(t.contentId)],
);

export type EntitlementSource = 'purchase' | 'free' | 'subscription' | 'own';

/** Every gating decision (`is_bought`) reads this one table. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    source: text('source').$type<EntitlementSource>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Access lasts until this moment (a left community); null means no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('entitlements_user_content_source_unique').on(t.userId, t.contentId, t.source),
    index('entitlements_content_idx').on(t.contentId),
  ],
);
