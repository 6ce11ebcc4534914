import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { ReviewDescriptors as M, type CreateReviewSchema, type Review } from '@shared/schemas/reviews';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { shortUserColumns } from '../content';
import { resolveReviewTarget } from './resolve-review-target';
import { toReview } from './serialize-review';

type Input = v.InferOutput<typeof CreateReviewSchema>;

/**
 * POST /api/reviews. The author must have bought or unlocked what they review, may not review their
 * own work, and reviews each target once (the unique index settles two submits racing).
 */
export async function createReview(db: Db, authorId: number, input: Input, now: Date): Promise<Review> {
  const target = await resolveReviewTarget(db, authorId, input.target, now);
  if (!target) throw invalidField('target.id', M.unknownTarget);
  if (target.ownerId === authorId) throw invalidField('target', M.ownContent);
  if (!target.entitled) throw invalidField('target', M.notEntitled);
  const existing = and(
    eq(reviews.authorId, authorId),
    eq(reviews.targetType, input.target.type),
    eq(reviews.targetId, input.target.id),
  );
  const [already] = await db.select({ id: reviews.id }).from(reviews).where(existing).limit(1);
  if (already) throw invalidField('target', M.alreadyReviewed);
  const [row] = await db
    .insert(reviews)
    .values({
      authorId,
      targetType: input.target.type,
      targetId: input.target.id,
      title: input.title,
      body: input.body,
      rating: input.rating ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalidField('target', M.alreadyReviewed);
  const [author] = await db.select(shortUserColumns).from(users).where(eq(users.id, authorId)).limit(1);
  return toReview(row, author!);
}
