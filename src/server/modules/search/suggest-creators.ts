import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AUTOCOMPLETE_LIMIT } from '@shared/schemas/search';
import type { ShortUser } from '@shared/schemas/content';
import { users } from '../../db/schema';
import { likePattern } from '../../http/list-query-sql';
import { shortUser, shortUserColumns, type ReadContext, ownerNotBlockedBy } from '../content';

/** Approved creators whose name or login contains the text, best word match first, then the newest. */
export async function suggestCreators(ctx: ReadContext, query: string): Promise<ShortUser[]> {
  const rows = await ctx.db
    .select(shortUserColumns)
    .from(users)
    .where(
      and(
        eq(users.kind, 'creator'),
        eq(users.status, 'approved'),
        isNull(users.deletedAt),
        sql`${users.searchText} ILIKE ${likePattern(query)}`,
        ownerNotBlockedBy(ctx.viewer?.id ?? null, users.id),
      ),
    )
    .orderBy(desc(sql`word_similarity(${query}::text, ${users.searchText})`), desc(users.createdAt), desc(users.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map(shortUser);
}
