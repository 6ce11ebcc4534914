import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import { FeedbackDescriptors, type FeedbackSubmission } from '@shared/schemas/feedback';
import { content, entitlements, feedbackSubmissions, mediaAssets, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { forbidden, invalidField, notFound } from '../../http/errors';
import { notify } from '../notifications/notify';
import { serializeSubmissions } from './load-submission';

/**
 * POST /api/content/:id/feedback: the buyer sends one of their own uploaded videos (MEDIA's upload with
 * purpose 'feedback'). A live entitlement is required (403 otherwise); the item must be a published,
 * not deleted feedback service (404 otherwise). One video per submission.
 */
export async function submitFeedback(
  deps: Deps,
  fanId: number,
  contentId: number,
  input: { asset_id: number; note: string },
): Promise<FeedbackSubmission> {
  const now = new Date(deps.clock.now());
  const id = await deps.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ type: content.type, ownerId: content.ownerId })
      .from(content)
      .where(and(eq(content.id, contentId), isNull(content.deletedAt)))
      .limit(1);
    if (!item) throw notFound();
    if (item.type !== ContentType.feedback) throw invalidField('content_id', FeedbackDescriptors.notFeedback);
    const [bought] = await tx
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, fanId),
          eq(entitlements.contentId, contentId),
          isNull(entitlements.revokedAt),
          or(isNull(entitlements.expiresAt), gt(entitlements.expiresAt, now)),
        ),
      )
      .limit(1);
    if (!bought || item.ownerId === fanId) throw forbidden(FeedbackDescriptors.notBought);
    const [asset] = await tx
      .select({ kind: mediaAssets.kind })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.id, input.asset_id), eq(mediaAssets.ownerId, fanId)))
      .limit(1);
    if (!asset || asset.kind !== 'video') throw invalidField('asset_id', FeedbackDescriptors.assetNotVideo);
    const [row] = await tx
      .insert(feedbackSubmissions)
      .values({ contentId, fanId, assetId: input.asset_id, note: input.note, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: feedbackSubmissions.id });
    if (!row) throw invalidField('asset_id', FeedbackDescriptors.assetUsed);
    const [fan] = await tx.select({ name: users.name }).from(users).where(eq(users.id, fanId));
    await notify(tx, {
      userId: item.ownerId,
      kind: 'feedback',
      objectType: 'feedback_submission',
      objectId: row.id,
      data: { for: 'creator', content_id: contentId, name: fan?.name ?? '' },
    });
    return row.id;
  });
  return (await serializeSubmissions(deps.db, [id], fanId, now.getTime()))[0]!;
}

/** GET /api/content/:id/feedback: the signed-in fan's own submissions to one service, newest first. */
export async function listOwnSubmissions(
  db: Db,
  fanId: number,
  contentId: number,
  nowMs: number,
): Promise<FeedbackSubmission[]> {
  const rows = await db
    .select({ id: feedbackSubmissions.id })
    .from(feedbackSubmissions)
    .where(and(eq(feedbackSubmissions.fanId, fanId), eq(feedbackSubmissions.contentId, contentId)))
    .orderBy(desc(feedbackSubmissions.createdAt), desc(feedbackSubmissions.id));
  return serializeSubmissions(
    db,
    rows.map((r) => r.id),
    fanId,
    nowMs,
  );
}
