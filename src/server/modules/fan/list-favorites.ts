import { and, count, eq } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { favoritesListResource, type FavoriteItem } from '@shared/schemas/fan';
import type { Db } from '../../db/client';
import { content, favorites } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { contentColumns, listedPublicly, serializeContents, type ReadContext, ownerNotBlockedBy } from '../content';
import { cardExpansions } from './card-expansions';

/** A wishlist shows what is still listed, and nothing from someone the fan blocked. */
function favoritesWhere(userId: number) {
  return and(eq(favorites.userId, userId), listedPublicly(), ownerNotBlockedBy(userId, content.ownerId));
}

/** GET /api/favorites: the wishlist as content cards, newest first. */
export async function listFavorites(
  ctx: ReadContext,
  userId: number,
  raw: RawQuery,
): Promise<{ data: FavoriteItem[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, favoritesListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      type: content.type,
      price: content.priceAmount,
      price_currency: content.priceCurrency,
      favorited_at: favorites.createdAt,
      published_at: content.publishedAt,
      title: content.title,
    },
    search: { title: content.searchText },
    tiebreak: content.id,
  });
  const where = and(favoritesWhere(userId), q.where);
  const rows = await ctx.db
    .select({ ...contentColumns, favoritedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(content, eq(content.id, favorites.contentId))
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(favorites)
    .innerJoin(content, eq(content.id, favorites.contentId))
    .where(where);
  const items = await serializeContents(ctx, rows, cardExpansions(parsed.expand));
  const data = items.map((item, i) => ({ ...item, favorited_at: rows[i]!.favoritedAt.toISOString() }));
  return { data, meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}

/** The /library badge: the same rows GET /api/favorites lists. */
export async function countFavorites(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favorites)
    .innerJoin(content, eq(content.id, favorites.contentId))
    .where(favoritesWhere(userId));
  return Number(row?.n ?? 0);
}
