import { doublePrecision, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { mediaAssets } from './catalogue';
import { users } from './people';

/** Where a user left each video; one row per user and video, last write (by the device's clock) wins. */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /** When the device recorded it (clamped to the server's clock); decides which write wins. */
    clientUpdatedAt: timestamp('client_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mediaId] }), index('playback_positions_media_idx').on(t.mediaId)],
);
