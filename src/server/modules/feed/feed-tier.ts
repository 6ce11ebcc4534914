import { sql, type SQL } from 'drizzle-orm';
import type { FeedReason } from '@shared/schemas/search';
import { content, contentTags, follows, userGenres } from '../../db/schema';
import { qualified as q } from './qualified';

/**
 * The feed's ranking tier of an item for one fan: 0 when they follow its creator, 1 when it is tagged
 * with one of their genres, 2 otherwise. Two EXISTS probes on primary keys per row. Columns are
 * qualified: the tier is selected as well as sorted by.
 */
export function feedTier(viewerId: number): SQL<number> {
  return sql<number>`case
    when exists (select 1 from ${follows} where ${q(follows.followerId)} = ${viewerId} and ${q(follows.creatorId)} = ${q(content.ownerId)}) then 0
    when exists (select 1 from ${contentTags} inner join ${userGenres} on ${q(userGenres.genreId)} = ${q(contentTags.genreId)}
      where ${q(contentTags.contentId)} = ${q(content.id)} and ${q(userGenres.userId)} = ${viewerId}) then 1
    else 2 end`;
}

const reasons: readonly FeedReason[] = ['following', 'genre', 'other'];

export function feedReason(tier: number): FeedReason {
  return reasons[Number(tier)] ?? 'other';
}
