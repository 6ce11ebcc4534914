import { and, count, eq } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import type { LibrarySummary } from '@shared/schemas/fan';
import type { Db } from '../../db/client';
import { content } from '../../db/schema';
import { countFavorites, countFollowing } from '../fan';
import { countPlaylists } from '../playlists';
import { inCollectionOf } from './collection-condition';

/** GET /api/library: each count is taken with the same condition as the list it stands for. */
export async function getLibrarySummary(db: Db, userId: number, now: Date): Promise<LibrarySummary> {
  const held = (only?: ContentType) =>
    db
      .select({ n: count() })
      .from(content)
      .where(and(inCollectionOf(userId, now), only === undefined ? undefined : eq(content.type, only)))
      .then(([row]) => Number(row?.n ?? 0));
  // One query at a time: PGlite has a single connection, and a pool should not be flooded by one request.
  const wishlist = await countFavorites(db, userId);
  const following = await countFollowing(db, userId);
  const playlists = await countPlaylists(db, userId);
  const communities = await held(ContentType.subscription);
  const collection = await held();
  return { wishlist, following, playlists, communities, collection };
}
