import { and, desc, gt } from 'drizzle-orm';
import { contentTypes } from '@shared/codes';
import type { ContentResource } from '@shared/schemas/content';
import type { LandingPage } from '@shared/schemas/search';
import { users } from '../../db/schema';
import { serializeContents, type ContentRow, type ReadContext } from '../content';
import { localizedName } from '../reference/localized-name';
import { contentCount, creatorCardColumns, discoverableCreators, followersCount, toCreatorCard } from './creator-cards';
import { loadGenreRows, loadSlider, loadTopGenres, loadTypeRows } from './load-landing-rows';

export const FEATURED_CREATORS = 12;

/**
 * GET /api/feed/landing: the public home page, without creators the signed-in viewer blocked. Featured
 * creators are those with something to show: at least one listed item.
 */
export async function getLanding(ctx: ReadContext): Promise<LandingPage> {
  const slider = await loadSlider(ctx);
  const typeRows = await loadTypeRows(ctx);
  const topGenres = await loadTopGenres(ctx);
  const genreRows = await loadGenreRows(
    ctx,
    topGenres.map((g) => g.id),
  );
  const creators = await ctx.db
    .select(creatorCardColumns(ctx.viewer))
    .from(users)
    .where(and(discoverableCreators(ctx.viewer), gt(contentCount, 0)))
    .orderBy(desc(followersCount), desc(contentCount), desc(users.id))
    .limit(FEATURED_CREATORS);

  // Each item is serialized once, however many rows it appears in.
  const unique = new Map<number, ContentRow>([...slider, ...typeRows, ...genreRows].map((row) => [row.id, row]));
  const cards = new Map(
    (await serializeContents(ctx, [...unique.values()], ['cover', 'shortOwner'])).map((item) => [item.id, item]),
  );
  const card = (row: ContentRow): ContentResource => cards.get(row.id)!;

  return {
    slider: slider.map(card),
    types: contentTypes
      .map((type) => ({ type, items: typeRows.filter((row) => row.type === type).map(card) }))
      .filter((row) => row.items.length > 0),
    genres: topGenres.map((genre) => ({
      genre: { id: genre.id, slug: genre.slug, name: localizedName(genre, ctx.locale) },
      items: genreRows.filter((row) => row.genreId === genre.id).map(card),
    })),
    creators: creators.map(toCreatorCard),
  };
}
