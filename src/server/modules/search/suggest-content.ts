import { and, desc, sql } from 'drizzle-orm';
import type { ContentResource } from '@shared/schemas/content';
import { AUTOCOMPLETE_LIMIT } from '@shared/schemas/search';
import { content } from '../../db/schema';
import { likePattern } from '../../http/list-query-sql';
import { contentColumns, serializeContents, type ReadContext } from '../content';
import { discoverableContent } from './discoverable';

/** Findable items whose title or description contains the text, best word match first, then the newest. */
export async function suggestContent(ctx: ReadContext, query: string): Promise<ContentResource[]> {
  const rows = await ctx.db
    .select(contentColumns)
    .from(content)
    .where(and(discoverableContent(ctx.viewer), sql`${content.searchText} ILIKE ${likePattern(query)}`))
    .orderBy(
      desc(sql`word_similarity(${query}::text, ${content.searchText})`),
      desc(content.publishedAt),
      desc(content.id),
    )
    .limit(AUTOCOMPLETE_LIMIT);
  return serializeContents(ctx, rows, ['cover']);
}
