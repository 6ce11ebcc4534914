import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Review, UpdateReviewSchema } from '@shared/schemas/reviews';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { shortUserColumns } from '../content';
import { toReview } from './serialize-review';

type Input = v.InferOutput<typeof UpdateReviewSchema>;

/** The author's own review; anyone else's answers 404, as if it did not exist. */
const own = (authorId: number, reviewId: number) => and(eq(reviews.id, reviewId), eq(reviews.authorId, authorId));

/** PUT /api/reviews/:id: the author rewrites the title, text and rating of their review. */
export async function updateOwnReview(db: Db, authorId: number, reviewId: number, input: Input): Promise<Review> {
  const [row] = await db
    .update(reviews)
    .set({ title: input.title, body: input.body, rating: input.rating ?? null })
    .where(own(authorId, reviewId))
    .returning();
  if (!row) throw notFound();
  const [author] = await db.select(shortUserColumns).from(users).where(eq(users.id, authorId)).limit(1);
  return toReview(row, author!);
}

/** DELETE /api/reviews/:id: the author takes their review back (they may write a new one later). */
export async function deleteOwnReview(db: Db, authorId: number, reviewId: number): Promise<{ id: number }> {
  const [row] = await db.delete(reviews).where(own(authorId, reviewId)).returning({ id: reviews.id });
  if (!row) throw notFound();
  return row;
}
