import { and, count } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import type { ContentResource } from '@shared/schemas/content';
import { collectionListResource } from '@shared/schemas/fan';
import { content } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { contentColumns, serializeContents, type ReadContext } from '../content';
import { cardExpansions } from '../fan';
import { acquiredAtMs, inCollectionOf } from './collection-condition';

export type CollectionItem = ContentResource & { acquired_at: string };

/** GET /api/profile/collection: what the fan holds (bought, unlocked free, communities joined), newest first. */
export async function listCollection(
  ctx: ReadContext,
  userId: number,
  raw: RawQuery,
): Promise<{ data: CollectionItem[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, collectionListResource);
  const acquired = acquiredAtMs(userId, ctx.now);
  const q = listQueryToSql(parsed, {
    fields: {
      type: content.type,
      price: content.priceAmount,
      price_currency: content.priceCurrency,
      acquired_at: acquired,
      published_at: content.publishedAt,
      title: content.title,
    },
    search: { title: content.searchText },
    tiebreak: content.id,
  });
  const where = and(inCollectionOf(userId, ctx.now), q.where);
  const rows = await ctx.db
    .select({ ...contentColumns, acquiredMs: acquired })
    .from(content)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await ctx.db.select({ n: count() }).from(content).where(where);
  const items = await serializeContents(ctx, rows, cardExpansions(parsed.expand));
  const data = items.map((item, i) => ({ ...item, acquired_at: new Date(rows[i]!.acquiredMs).toISOString() }));
  return { data, meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}
