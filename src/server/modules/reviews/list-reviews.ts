import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { reviewListResource, type Review } from '@shared/schemas/reviews';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { listQueryToSql, parseListQueryOrThrow, type ListSqlMap } from '../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../http/route';
import { shortUserColumns } from '../content';
import { toReview } from './serialize-review';

const sqlMap: ListSqlMap<typeof reviewListResource> = {
  fields: {
    target_type: reviews.targetType,
    target_id: reviews.targetId,
    author_id: reviews.authorId,
    rating: reviews.rating,
    created_at: reviews.createdAt,
  },
  tiebreak: reviews.id,
};

/** Visible reviews by authors who can still be shown (not blocked, not deleted). */
const shown = and(eq(reviews.status, 'visible'), ne(users.status, 'blocked'), isNull(users.deletedAt));

/** GET /api/reviews: newest first unless sorted otherwise. */
export async function listReviews(db: Db, raw: RawQuery): Promise<{ data: Review[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, reviewListResource);
  const { where, orderBy, limit, offset } = listQueryToSql(parsed, sqlMap);
  const all = and(shown, where);
  const rows = await db
    .select({ review: reviews, author: shortUserColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(all)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(all);
  return {
    data: rows.map((row) => toReview(row.review, row.author)),
    meta: pageMeta(parsed.page, parsed.limit, Number(counted?.total ?? 0)),
  };
}
