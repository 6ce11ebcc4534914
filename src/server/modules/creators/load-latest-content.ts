import { and, asc, count, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import type { Db } from '../../db/client';
import { content } from '../../db/schema';
import { contentColumns, listedPublicly, type ContentRow } from '../content';

export const LATEST_LIMIT = 10;

/**
 * The newest published items of each type for one creator, at most `LATEST_LIMIT` per type, in one
 * query (a window over the types). Communities count only when paid (spec §5).
 */
export async function loadLatestContent(db: Db, ownerId: number, types: readonly ContentType[]): Promise<ContentRow[]> {
  const ranked = db
    .select({
      ...contentColumns,
      rank: sql<number>`row_number() over (partition by ${content.type} order by ${content.publishedAt} desc, ${content.id} desc)`.as(
        'rank',
      ),
    })
    .from(content)
    .where(
      and(
        eq(content.ownerId, ownerId),
        listedPublicly(),
        inArray(content.type, [...types]),
        or(ne(content.type, ContentType.subscription), ne(content.priceAmount, 0)),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, LATEST_LIMIT))
    .orderBy(asc(ranked.type), asc(ranked.rank));
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** Published items per type, for the page's counters. */
export async function countPublishedByType(db: Db, ownerId: number): Promise<Map<ContentType, number>> {
  const rows = await db
    .select({ type: content.type, n: count() })
    .from(content)
    .where(and(eq(content.ownerId, ownerId), listedPublicly()))
    .groupBy(content.type);
  return new Map(rows.map((r) => [r.type, Number(r.n)]));
}
