import { and, sql } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import type { ContentResource } from '@shared/schemas/content';
import { searchContentResource } from '@shared/schemas/search';
import { content, users } from '../../db/schema';
import { parseListQueryOrThrow, type ListSqlMap } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { contentColumns, pageTotal, serializeContents, totalColumn, withoutTotal, type ReadContext } from '../content';
import { contentFilterFields, contentListSql, contentScopes, ownerColumn } from './content-list-sql';
import { discoverableContent } from './discoverable';
import { withProductPageSize } from './product-page-size';

type Resource = typeof searchContentResource;

function sqlMap(query: string | undefined): ListSqlMap<Resource> {
  return {
    fields: {
      ...contentFilterFields,
      published_at: content.publishedAt,
      created_at: content.createdAt,
      title: content.title,
      // How well the text matches the item's own words; without a search every item ties (then newest id).
      relevance: query === undefined ? sql`0` : sql`word_similarity(${query}::text, ${content.searchText})`,
    },
    // Both are trigram-indexed search_text columns: ILIKE '%…%' finds words inside CJK text too.
    search: { search_text: content.searchText, owner: ownerColumn(users.searchText) },
    scopes: contentScopes,
    tiebreak: content.id,
  };
}

/** GET /api/search/content: what anyone may find, minus creators the viewer blocked. */
export async function searchContent(
  ctx: ReadContext,
  raw: RawQuery,
): Promise<{ data: ContentResource[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(withProductPageSize(raw), searchContentResource);
  const parts = contentListSql(parsed, sqlMap(parsed.search?.query));
  const where = and(discoverableContent(ctx.viewer), parts.where);
  const rows = await ctx.db
    .select({ ...contentColumns, total: totalColumn(content, where) })
    .from(content)
    .where(where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);
  const total = await pageTotal(ctx.db, rows, content, where, parts.offset);
  const data = await serializeContents(ctx, withoutTotal(rows), parsed.expand);
  return { data, meta: pageMeta(parsed.page, parsed.limit, total) };
}
