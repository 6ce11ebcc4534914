import { and, sql } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { creatorFeedResource, type CreatorCard } from '@shared/schemas/search';
import { content, contentTags, userGenres, users } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow, type ListSqlMap } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { listedPublicly, pageTotal, totalColumn, type ReadContext } from '../content';
import { withProductPageSize } from '../search';
import { contentCount, creatorCardColumns, discoverableCreators, followersCount, toCreatorCard } from './creator-cards';

type Resource = typeof creatorFeedResource;
type Parsed = ReturnType<typeof parseListQueryOrThrow<Resource>>;

function sqlMap(genreTarget: typeof userGenres.genreId | typeof contentTags.genreId): ListSqlMap<Resource> {
  return {
    fields: {
      role: users.creatorRole,
      genre: genreTarget,
      name: users.name,
      created_at: users.createdAt,
      followers: followersCount,
      content_count: contentCount,
    },
    search: { search_text: users.searchText },
    tiebreak: users.id,
  };
}

/**
 * `filter[genre]` matches a creator whose own genres include it, or who has a listed item tagged with
 * it; a creator has many of both, so each side is an EXISTS.
 */
function genreCondition(parsed: Parsed) {
  const conditions = parsed.filter
    .filter((c) => c.field === 'genre')
    .map((c) => {
      const only = { ...parsed, scopes: [], search: undefined, filter: [c], sort: [], sortExpand: [] };
      const own = listQueryToSql(only, sqlMap(userGenres.genreId)).where;
      const tagged = listQueryToSql(only, sqlMap(contentTags.genreId)).where;
      return sql`(exists (select 1 from ${userGenres} where ${userGenres.userId} = ${users.id} and ${own})
        or exists (select 1 from ${contentTags} inner join ${content} on ${content.id} = ${contentTags.contentId}
          where ${content.ownerId} = ${users.id} and ${listedPublicly()} and ${tagged}))`;
    });
  return and(...conditions);
}

/** GET /api/users/feed: creators to discover, most followed first unless sorted otherwise. */
export async function listCreatorsFeed(
  ctx: ReadContext,
  raw: RawQuery,
): Promise<{ data: CreatorCard[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(withProductPageSize(raw), creatorFeedResource);
  const parts = listQueryToSql(
    { ...parsed, filter: parsed.filter.filter((c) => c.field !== 'genre') },
    sqlMap(userGenres.genreId),
  );
  const where = and(discoverableCreators(ctx.viewer), parts.where, genreCondition(parsed));
  const rows = await ctx.db
    .select({ ...creatorCardColumns(ctx.viewer), total: totalColumn(users, where) })
    .from(users)
    .where(where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);
  const total = await pageTotal(ctx.db, rows, users, where, parts.offset);
  return { data: rows.map(toCreatorCard), meta: pageMeta(parsed.page, parsed.limit, total) };
}
