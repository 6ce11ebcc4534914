import { count, eq, sql } from 'drizzle-orm';
import { PLAYLIST_MAX_ITEMS, PlaylistDescriptors, type Playlist } from '@shared/schemas/playlists';
import { playlistItems } from '../../db/schema';
import { invalidField } from '../../http/errors';
import type { ReadContext } from '../content';
import { findOwnPlaylist } from './find-own-playlist';
import { findPlayableLink } from './find-playable-link';
import { touchPlaylist } from './playlist-order';
import { loadPlaylist } from './serialize-playlists';

/** POST /api/playlists/:id/items: appends a video the user may watch; the same video twice is a 422. */
export async function addPlaylistItem(
  ctx: ReadContext,
  userId: number,
  playlistId: number,
  mediaId: number,
): Promise<Playlist> {
  // Ownership first, so someone else's playlist is a 404 whatever the video.
  await findOwnPlaylist(ctx.db, userId, playlistId);
  const contentId = await findPlayableLink(ctx, userId, mediaId);
  await ctx.db.transaction(async (tx) => {
    await findOwnPlaylist(tx, userId, playlistId, true);
    const [stats] = await tx
      .select({ n: count(), next: sql`coalesce(max(${playlistItems.position}) + 1, 0)`.mapWith(Number) })
      .from(playlistItems)
      .where(eq(playlistItems.playlistId, playlistId));
    if (Number(stats?.n ?? 0) >= PLAYLIST_MAX_ITEMS) throw invalidField('media_id', PlaylistDescriptors.playlistFull);
    const inserted = await tx
      .insert(playlistItems)
      .values({ playlistId, mediaId, contentId, position: stats?.next ?? 0 })
      .onConflictDoNothing()
      .returning({ id: playlistItems.id });
    if (inserted.length === 0) throw invalidField('media_id', PlaylistDescriptors.mediaDuplicate);
    await touchPlaylist(tx, playlistId);
  });
  return loadPlaylist(ctx.db, userId, playlistId);
}
