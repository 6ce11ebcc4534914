import { asc, desc, sql } from 'drizzle-orm';
import type { Tag } from '@shared/schemas/content';
import { AUTOCOMPLETE_LIMIT } from '@shared/schemas/search';
import { genres } from '../../db/schema';
import { likePattern } from '../../http/list-query-sql';
import type { ReadContext } from '../content';
import { localizedName } from '../reference/localized-name';

/**
 * Genres named like the text in any language, shown in the viewer's. The genre list is short (tens
 * of rows), so its names are matched directly rather than through a trigram index.
 */
export async function suggestTags(ctx: ReadContext, query: string): Promise<Tag[]> {
  const pattern = likePattern(query);
  const names = sql`(select ${genres.name} as value union all select value from jsonb_each_text(${genres.names}))`;
  const rows = await ctx.db
    .select({ id: genres.id, slug: genres.slug, name: genres.name, names: genres.names })
    .from(genres)
    .where(sql`exists (select 1 from ${names} as n where n.value ILIKE ${pattern})`)
    .orderBy(
      desc(sql`(select max(word_similarity(${query}::text, n.value)) from ${names} as n)`),
      asc(genres.name),
      asc(genres.id),
    )
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: localizedName(row, ctx.locale) }));
}
