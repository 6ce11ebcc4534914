import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListResource, ParsedListQuery } from '@shared/list-query';
import { content, contentTags, users } from '../../db/schema';
import { listQueryToSql, type ListSql, type ListSqlMap, type SqlTarget } from '../../http/list-query-sql';

/** The owner's column as a correlated subquery: no join, so the page query keeps walking content's indexes. */
export const ownerColumn = (column: typeof users.creatorRole | typeof users.searchText | typeof users.name) =>
  sql`(select ${column} from ${users} where ${users.id} = ${content.ownerId})`;

/** Where the shared discovery filters (`@shared/schemas/search`) live in SQL. */
export const contentFilterFields = {
  type: content.type,
  price: content.priceAmount,
  price_currency: content.priceCurrency,
  role: ownerColumn(users.creatorRole),
  // An item has many tags: this target is only ever compared inside the EXISTS built below.
  genre: contentTags.genreId,
} satisfies Record<string, SqlTarget>;

export const contentScopes = { free: eq(content.priceAmount, 0) };

/**
 * The list query as SQL parts, with `filter[genre]` turned into "any of the item's tags matches"
 * (an EXISTS over content_tags) since it cannot be compared in the outer WHERE.
 */
export function contentListSql<R extends ListResource>(parsed: ParsedListQuery<R>, map: ListSqlMap<R>): ListSql {
  const isGenre = (field: string) => field === 'genre';
  const parts = listQueryToSql({ ...parsed, filter: parsed.filter.filter((c) => !isGenre(c.field)) }, map);
  const genreConditions = parsed.filter
    .filter((c) => isGenre(c.field))
    .map((c) => {
      const only = {
        ...parsed,
        scopes: [],
        search: undefined,
        filter: [c],
        filterExpand: [],
        sort: [],
        sortExpand: [],
      };
      return sql`exists (select 1 from ${contentTags} where ${contentTags.contentId} = ${content.id} and ${listQueryToSql(only, map).where})`;
    });
  return { ...parts, where: and(parts.where, ...genreConditions) as SQL | undefined };
}
