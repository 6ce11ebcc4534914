import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { contentListResource, type ContentResource } from '@shared/schemas/content';
import { content, contentTags, genres, meetings, users } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow, type ListSqlMap } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { ownerNotBlockedBy } from './blocked-condition';
import { contentColumns } from './content-columns';
import { pageTotal, totalColumn, withoutTotal } from './page-total';
import { serializeContents } from './serialize-content';
import type { ReadContext } from './viewer';
import { listedPublicly } from './visibility';

type Resource = typeof contentListResource;
type Parsed = ReturnType<typeof parseListQueryOrThrow<Resource>>;

/** The owner's column as a correlated subquery: no join, so the page query can walk an index in order. */
const ownerColumn = (column: typeof users.login | typeof users.name | typeof users.creatorRole) =>
  sql`(select ${column} from ${users} where ${users.id} = ${content.ownerId})`;

/** Where each list-query name lives in SQL. */
function sqlMap(now: Date): ListSqlMap<Resource> {
  return {
    fields: {
      id: content.id,
      type: content.type,
      price: content.priceAmount,
      price_currency: content.priceCurrency,
      owner_id: content.ownerId,
      published_at: content.publishedAt,
      created_at: content.createdAt,
      title: content.title,
    },
    search: { search_text: content.searchText, title: content.title, description: content.description },
    expand: {
      'tags.id': contentTags.genreId,
      'tags.slug': genres.slug,
      'owner.login': ownerColumn(users.login),
      'owner.role': ownerColumn(users.creatorRole),
      'owner.name': ownerColumn(users.name),
      'meetings.starts_at': meetings.startsAt,
    },
    scopes: {
      // The public never sees anything else; the scope exists so clients can say so explicitly.
      published: listedPublicly(),
      upcoming: sql`exists (select 1 from ${meetings} where ${meetings.contentId} = ${content.id} and ${gt(meetings.startsAt, now)})`,
      free: eq(content.priceAmount, 0),
    },
    tiebreak: content.id,
  };
}

/**
 * To-many relations cannot be compared in the outer WHERE (an item has many tags): their filter,
 * built by the shared list-query SQL, goes inside an EXISTS, so "any related row matches".
 */
const toManyFilters: Partial<Record<string, (condition: SQL) => SQL>> = {
  'tags.id': (c) => sql`exists (select 1 from ${contentTags} where ${contentTags.contentId} = ${content.id} and ${c})`,
  'tags.slug': (c) =>
    sql`exists (select 1 from ${contentTags} inner join ${genres} on ${genres.id} = ${contentTags.genreId} where ${contentTags.contentId} = ${content.id} and ${c})`,
  'meetings.starts_at': (c) =>
    sql`exists (select 1 from ${meetings} where ${meetings.contentId} = ${content.id} and ${c})`,
};

function toSql(parsed: Parsed, ctx: ReadContext) {
  const map = sqlMap(ctx.now);
  const isToMany = (field: string) => toManyFilters[field] !== undefined;
  const parts = listQueryToSql({ ...parsed, filterExpand: parsed.filterExpand.filter((c) => !isToMany(c.field)) }, map);
  const relationConditions = parsed.filterExpand
    .filter((c) => isToMany(c.field))
    .map((c) => {
      const only = {
        ...parsed,
        scopes: [],
        search: undefined,
        filter: [],
        sort: [],
        sortExpand: [],
        filterExpand: [c],
      };
      return toManyFilters[c.field]!(listQueryToSql(only, map).where!);
    });
  const where = and(
    listedPublicly(),
    ownerNotBlockedBy(ctx.viewer?.id ?? null, content.ownerId),
    parts.where,
    ...relationConditions,
  )!;
  return { ...parts, where };
}

/**
 * GET /api/content: published items only, whatever the query asks for, without creators the viewer
 * blocked. The page and its total are one statement; the serializer adds one per relation.
 */
export async function listContent(
  ctx: ReadContext,
  raw: RawQuery,
): Promise<{ data: ContentResource[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, contentListResource);
  const { where, orderBy, limit, offset } = toSql(parsed, ctx);
  const rows = await ctx.db
    .select({ ...contentColumns, total: totalColumn(content, where) })
    .from(content)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(ctx.db, rows, content, where, offset);
  const data = await serializeContents(ctx, withoutTotal(rows), parsed.expand);
  return { data, meta: pageMeta(parsed.page, parsed.limit, total) };
}
