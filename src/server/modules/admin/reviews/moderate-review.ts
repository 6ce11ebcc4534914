import { eq } from 'drizzle-orm';
import type { AdminReview, ReviewStatus } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { reviews, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { serializeReviews } from './list-reviews';

const audited = (r: typeof reviews.$inferSelect) => ({ status: r.status, title: r.title, body: r.body });

/** PUT /admin-api/reviews/:id: approve (visible), hide or send back to pending. */
export async function setReviewStatus(
  db: Db,
  actorId: number,
  reviewId: number,
  status: ReviewStatus,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId)).returning();
    if (!after) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: `review.${status === 'visible' ? 'approve' : status === 'hidden' ? 'hide' : 'pend'}`,
      entity: 'review',
      entityId: reviewId,
      before: audited(before),
      after: audited(after),
    });
    const [author] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, after.authorId));
    const [out] = await serializeReviews(tx, [{ review: after, author: author ?? { id: after.authorId, name: '' } }]);
    if (!out) throw notFound();
    return out;
  });
}

/** DELETE /admin-api/reviews/:id: removed for good; the audit log keeps its text. */
export async function deleteReview(db: Db, actorId: number, reviewId: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(reviews).where(eq(reviews.id, reviewId)).returning();
    if (!before) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: 'review.delete',
      entity: 'review',
      entityId: reviewId,
      before: { ...audited(before), author_id: before.authorId, target: [before.targetType, before.targetId] },
      after: null,
    });
    return { id: reviewId };
  });
}
