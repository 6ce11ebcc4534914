import { and, count, desc, eq } from 'drizzle-orm';
import { FeedbackDescriptors, type FeedbackSubmission } from '@shared/schemas/feedback';
import type { Db, Tx } from '../../db/client';
import { content, feedbackComments, feedbackSubmissions, mediaAssets } from '../../db/schema';
import type { Deps } from '../../deps';
import { forbidden, invalidField, notFound } from '../../http/errors';
import { pageMeta, type PageMeta } from '../../http/route';
import { notify } from '../notifications/notify';
import { findVisibleSubmission, serializeSubmissions } from './load-submission';

/** The creator's side: the fan may read a submission, but only the creator of the service writes on it. */
async function asCreator(deps: Deps, creatorId: number, id: number, work: (tx: Tx) => Promise<void>) {
  await deps.db.transaction(async (tx) => {
    const submission = await findVisibleSubmission(tx, creatorId, id, true);
    if (submission.ownerId !== creatorId) throw forbidden();
    await work(tx);
  });
  return (await serializeSubmissions(deps.db, [id], creatorId, deps.clock.now()))[0]!;
}

/** POST /api/feedback/:id/comments: a comment at a moment of the fan's video (not past its end when known). */
export function addFeedbackComment(
  deps: Deps,
  creatorId: number,
  id: number,
  input: { at_ms: number; body: string },
): Promise<FeedbackSubmission> {
  return asCreator(deps, creatorId, id, async (tx) => {
    const [video] = await tx
      .select({ duration: mediaAssets.durationSeconds })
      .from(feedbackSubmissions)
      .innerJoin(mediaAssets, eq(mediaAssets.id, feedbackSubmissions.assetId))
      .where(eq(feedbackSubmissions.id, id));
    if (video?.duration != null && input.at_ms > video.duration * 1000) {
      throw invalidField('at_ms', FeedbackDescriptors.atBeyondVideo);
    }
    await tx.insert(feedbackComments).values({
      submissionId: id,
      authorId: creatorId,
      atMs: input.at_ms,
      body: input.body,
      createdAt: new Date(deps.clock.now()),
    });
  });
}

/** DELETE /api/feedback/:id/comments/:commentId. */
export function deleteFeedbackComment(deps: Deps, creatorId: number, id: number, commentId: number) {
  return asCreator(deps, creatorId, id, async (tx) => {
    const removed = await tx
      .delete(feedbackComments)
      .where(and(eq(feedbackComments.id, commentId), eq(feedbackComments.submissionId, id)))
      .returning({ id: feedbackComments.id });
    if (removed.length === 0) throw notFound();
  });
}

/** PUT /api/feedback/:id/answered: the creator says their answer is complete. */
export function markAnswered(deps: Deps, creatorId: number, id: number) {
  return asCreator(deps, creatorId, id, async (tx) => {
    const [before] = await tx
      .update(feedbackSubmissions)
      .set({ answeredAt: new Date(deps.clock.now()) })
      .where(eq(feedbackSubmissions.id, id))
      .returning({ fanId: feedbackSubmissions.fanId, contentId: feedbackSubmissions.contentId });
    await notify(tx, {
      userId: before!.fanId,
      kind: 'feedback',
      objectType: 'feedback_submission',
      objectId: id,
      data: { for: 'fan', content_id: before!.contentId, creator_id: creatorId },
      // Marking an answer complete twice tells the fan once.
      dedupeKey: `feedback-answered-${id}`,
    });
  });
}

/** GET /api/creator/feedback: submissions to the creator's services, unanswered first, newest first. */
export async function listCreatorSubmissions(
  db: Db,
  creatorId: number,
  paging: { page: number; limit: number },
  nowMs: number,
): Promise<{ data: FeedbackSubmission[]; meta: PageMeta }> {
  const where = eq(content.ownerId, creatorId);
  const rows = await db
    .select({ id: feedbackSubmissions.id })
    .from(feedbackSubmissions)
    .innerJoin(content, eq(content.id, feedbackSubmissions.contentId))
    .where(where)
    .orderBy(desc(feedbackSubmissions.answeredAt), desc(feedbackSubmissions.createdAt), desc(feedbackSubmissions.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [total] = await db
    .select({ n: count() })
    .from(feedbackSubmissions)
    .innerJoin(content, eq(content.id, feedbackSubmissions.contentId))
    .where(where);
  const data = await serializeSubmissions(
    db,
    rows.map((r) => r.id),
    creatorId,
    nowMs,
  );
  return { data, meta: pageMeta(paging.page, paging.limit, total?.n ?? 0) };
}
