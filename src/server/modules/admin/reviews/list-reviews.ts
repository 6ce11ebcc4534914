import { count, eq } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { adminReviewListResource, type AdminReview } from '@shared/schemas/admin';
import type { Db, Tx } from '../../../db/client';
import { reviews, users } from '../../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../../http/route';
import { describeTargets } from '../shared/describe-targets';

/** GET /admin-api/reviews: every testimonial whatever its status, with what it is about. */
export async function listReviews(db: Db, raw: RawQuery): Promise<{ data: AdminReview[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, adminReviewListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      status: reviews.status,
      target_type: reviews.targetType,
      rating: reviews.rating,
      created_at: reviews.createdAt,
    },
    search: { title: reviews.title },
    tiebreak: reviews.id,
  });
  const rows = await db
    .select({ review: reviews, author: { id: users.id, name: users.name } })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(reviews).where(q.where);
  return {
    data: await serializeReviews(db, rows),
    meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)),
  };
}

export async function serializeReviews(
  db: Db | Tx,
  rows: { review: typeof reviews.$inferSelect; author: { id: number; name: string } }[],
): Promise<AdminReview[]> {
  const describe = await describeTargets(
    db,
    rows.map((r) => ({ type: r.review.targetType, id: r.review.targetId })),
  );
  return rows.map(({ review, author }) => ({
    id: review.id,
    title: review.title,
    body: review.body,
    rating: review.rating,
    status: review.status,
    author,
    target: describe({ type: review.targetType, id: review.targetId }),
    created_at: review.createdAt.toISOString(),
  }));
}
