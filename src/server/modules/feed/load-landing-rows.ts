import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { content, contentMedia, contentTags, genres } from '../../db/schema';
import { contentColumns, type ContentRow, type ReadContext } from '../content';
import { discoverableContent, notFreeCommunity } from '../search';

export const SLIDER_SIZE = 6;
export const ROW_SIZE = 10;
export const TOP_GENRES = 6;

const hasCover = sql`exists (select 1 from ${contentMedia} where ${contentMedia.contentId} = ${content.id} and ${contentMedia.role} = 'cover')`;
const newestInType = sql<number>`row_number() over (partition by ${content.type} order by ${content.publishedAt} desc, ${content.id} desc)`;

/** The slider: newest items with a cover, the newest of each type before the second of any type. */
export async function loadSlider(ctx: ReadContext): Promise<ContentRow[]> {
  const ranked = ctx.db
    .select({ ...contentColumns, rank: newestInType.as('rank') })
    .from(content)
    .where(and(discoverableContent(ctx.viewer), notFreeCommunity(), hasCover))
    .as('ranked');
  const rows = await ctx.db
    .select()
    .from(ranked)
    .orderBy(asc(ranked.rank), desc(ranked.publishedAt), desc(ranked.id))
    .limit(SLIDER_SIZE);
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** The newest items of every type, at most ROW_SIZE each, in one query (a window over the types). */
export async function loadTypeRows(ctx: ReadContext): Promise<ContentRow[]> {
  const ranked = ctx.db
    .select({ ...contentColumns, rank: newestInType.as('rank') })
    .from(content)
    .where(and(discoverableContent(ctx.viewer), notFreeCommunity()))
    .as('ranked');
  const rows = await ctx.db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, ROW_SIZE))
    .orderBy(asc(ranked.type), asc(ranked.rank));
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** The genres with the most items the viewer may discover. */
export async function loadTopGenres(ctx: ReadContext) {
  return ctx.db
    .select({ id: genres.id, slug: genres.slug, name: genres.name, names: genres.names, items: count() })
    .from(contentTags)
    .innerJoin(genres, eq(genres.id, contentTags.genreId))
    .innerJoin(content, eq(content.id, contentTags.contentId))
    .where(discoverableContent(ctx.viewer))
    .groupBy(genres.id)
    .orderBy(desc(count()), asc(genres.name), asc(genres.id))
    .limit(TOP_GENRES);
}

/** The newest items of each genre, at most ROW_SIZE each; an item tagged twice appears in both rows. */
export async function loadGenreRows(
  ctx: ReadContext,
  genreIds: number[],
): Promise<(ContentRow & { genreId: number })[]> {
  if (genreIds.length === 0) return [];
  const ranked = ctx.db
    .select({
      ...contentColumns,
      genreId: contentTags.genreId,
      rank: sql<number>`row_number() over (partition by ${contentTags.genreId} order by ${content.publishedAt} desc, ${content.id} desc)`.as(
        'rank',
      ),
    })
    .from(content)
    .innerJoin(contentTags, eq(contentTags.contentId, content.id))
    .where(and(discoverableContent(ctx.viewer), inArray(contentTags.genreId, genreIds)))
    .as('ranked');
  const rows = await ctx.db.select().from(ranked).where(lte(ranked.rank, ROW_SIZE)).orderBy(asc(ranked.rank));
  return rows.map(({ rank: _rank, ...row }) => row);
}
