import { and, eq, inArray, sql } from 'drizzle-orm';
import { isWatched, PlaybackDescriptors, type PlaybackPosition } from '@shared/schemas/playback';
import type { Db, Tx } from '../../db/client';
import { mediaAssets, playbackPositions } from '../../db/schema';
import { invalidField } from '../../http/errors';

type Row = typeof playbackPositions.$inferSelect;

function serialize(row: Row): PlaybackPosition {
  return {
    media_id: row.mediaId,
    position: row.positionSeconds,
    duration: row.durationSeconds,
    watched: isWatched(row.positionSeconds, row.durationSeconds),
    updated_at: row.clientUpdatedAt.toISOString(),
  };
}

/** GET /api/playback/positions: the user's own positions for these videos (missing ones are simply absent). */
export async function listPositions(db: Db | Tx, userId: number, mediaIds: number[]): Promise<PlaybackPosition[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .select()
    .from(playbackPositions)
    .where(and(eq(playbackPositions.userId, userId), inArray(playbackPositions.mediaId, mediaIds)));
  return rows.map(serialize).sort((a, b) => a.media_id - b.media_id);
}

export interface SavePositionInput {
  media_id: number;
  position: number;
  duration: number;
  updated_at?: string;
}

/**
 * PUT /api/playback/positions: keeps the write recorded last on the device. An older write (a
 * queued one from a phone that was offline) answers with the position that stays. The device's time
 * is clamped to the server's, so a clock running ahead cannot pin a position.
 */
export async function savePosition(
  db: Db,
  userId: number,
  input: SavePositionInput,
  now: Date,
): Promise<PlaybackPosition> {
  const sent = input.updated_at ? new Date(input.updated_at) : now;
  const at = sent.getTime() > now.getTime() ? now : sent;
  const [video] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, input.media_id), eq(mediaAssets.kind, 'video')));
  if (!video) throw invalidField('media_id', PlaybackDescriptors.mediaUnknown);
  // One statement: insert, or update only when this write is newer. No row back means an older write lost.
  const [saved] = await db
    .insert(playbackPositions)
    .values({
      userId,
      mediaId: input.media_id,
      positionSeconds: input.position,
      durationSeconds: input.duration,
      clientUpdatedAt: at,
    })
    .onConflictDoUpdate({
      target: [playbackPositions.userId, playbackPositions.mediaId],
      set: {
        positionSeconds: sql`excluded.position_seconds`,
        durationSeconds: sql`excluded.duration_seconds`,
        clientUpdatedAt: sql`excluded.client_updated_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${playbackPositions.clientUpdatedAt} < excluded.client_updated_at`,
    })
    .returning();
  if (saved) return serialize(saved);
  const [kept] = await db
    .select()
    .from(playbackPositions)
    .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.mediaId, input.media_id)));
  return serialize(kept!);
}
