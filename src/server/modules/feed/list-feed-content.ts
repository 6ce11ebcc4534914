import { and, asc, desc, ne } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { feedContentResource, type FeedItem } from '@shared/schemas/search';
import { content } from '../../db/schema';
import { parseListQueryOrThrow, type ListSqlMap } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { contentColumns, pageTotal, serializeContents, totalColumn, withoutTotal, type ReadContext } from '../content';
import {
  contentFilterFields,
  contentListSql,
  contentScopes,
  discoverableContent,
  withProductPageSize,
} from '../search';
import { feedReason, feedTier } from './feed-tier';

const sqlMap: ListSqlMap<typeof feedContentResource> = { fields: contentFilterFields, scopes: contentScopes };

/**
 * GET /api/feed/content: everything the fan may discover except their own items, from followed
 * creators first, then their genres, then the rest; newest first within each tier.
 */
export async function listFeedContent(
  ctx: ReadContext & { viewer: { id: number } },
  raw: RawQuery,
): Promise<{ data: FeedItem[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(withProductPageSize(raw), feedContentResource);
  const parts = contentListSql(parsed, sqlMap);
  const where = and(discoverableContent(ctx.viewer), ne(content.ownerId, ctx.viewer.id), parts.where);
  const tier = feedTier(ctx.viewer.id);
  const rows = await ctx.db
    .select({ ...contentColumns, tier: tier.as('tier'), total: totalColumn(content, where) })
    .from(content)
    .where(where)
    .orderBy(asc(tier), desc(content.publishedAt), desc(content.id))
    .limit(parts.limit)
    .offset(parts.offset);
  const total = await pageTotal(ctx.db, rows, content, where, parts.offset);
  const items = await serializeContents(ctx, withoutTotal(rows), parsed.expand);
  const data = items.map((item, i) => ({ ...item, feed_reason: feedReason(rows[i]!.tier) }));
  return { data, meta: pageMeta(parsed.page, parsed.limit, total) };
}
