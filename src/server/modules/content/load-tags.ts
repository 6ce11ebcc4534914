import { asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Tag } from '@shared/schemas/content';
import type { Db } from '../../db/client';
import { contentTags, genres } from '../../db/schema';

/** Tags are genres, named in the request's language with English as the fallback. */
export async function loadTags(db: Db, contentIds: number[], locale: Locale): Promise<Map<number, Tag[]>> {
  const byContent = new Map<number, Tag[]>();
  if (contentIds.length === 0) return byContent;
  const rows = await db
    .select({
      contentId: contentTags.contentId,
      id: genres.id,
      slug: genres.slug,
      name: genres.name,
      names: genres.names,
    })
    .from(contentTags)
    .innerJoin(genres, eq(genres.id, contentTags.genreId))
    .where(inArray(contentTags.contentId, contentIds))
    .orderBy(asc(genres.name));
  for (const row of rows) {
    const tag = { id: row.id, slug: row.slug, name: row.names[locale] ?? row.name };
    byContent.set(row.contentId, [...(byContent.get(row.contentId) ?? []), tag]);
  }
  return byContent;
}
