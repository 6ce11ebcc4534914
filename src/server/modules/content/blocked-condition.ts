import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../../db/schema';

/**
 * A fan who blocked a user no longer sees anything that user owns. This is the one condition every
 * list that shows a viewer other people's content (content lists, feed, search, home, wishlist,
 * collection, playlists) adds to its WHERE clause. A `not exists` subquery, so it composes with any
 * select and uses the blocks primary key (blocker_id, blocked_id).
 *
 * Anonymous viewers have no blocks: the answer is `undefined`, which drizzle's `and()` ignores.
 */
export function ownerNotBlockedBy(viewerId: number | null, ownerIdColumn: AnyPgColumn | SQL): SQL | undefined {
  if (viewerId === null) return undefined;
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${ownerIdColumn})`;
}
