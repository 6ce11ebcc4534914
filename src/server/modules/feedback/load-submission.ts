import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FeedbackSubmission } from '@shared/schemas/feedback';
import type { Db, Tx } from '../../db/client';
import { content, entitlements, feedbackComments, feedbackSubmissions, mediaAssets, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { shortUser, shortUserColumns } from '../content';
import { imageRef, videoUrl } from '../media-assets';
import { videoGrant, videoGrantQuery } from '../media-assets/url-signing';
import { assetState } from '../studio/publish-requirements';

export interface SubmissionRow {
  id: number;
  contentId: number;
  fanId: number;
  ownerId: number;
}

/**
 * A submission the viewer may see: the fan who sent it or the creator of the service. Anyone else gets the
 * same 404 as for a missing one. `lock` serialises comment writes on one submission.
 */
export async function findVisibleSubmission(
  db: Db | Tx,
  viewerId: number,
  id: number,
  lock = false,
): Promise<SubmissionRow> {
  const query = db
    .select({
      id: feedbackSubmissions.id,
      contentId: feedbackSubmissions.contentId,
      fanId: feedbackSubmissions.fanId,
      ownerId: content.ownerId,
    })
    .from(feedbackSubmissions)
    .innerJoin(content, eq(content.id, feedbackSubmissions.contentId))
    .where(
      and(eq(feedbackSubmissions.id, id), or(eq(feedbackSubmissions.fanId, viewerId), eq(content.ownerId, viewerId))),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: feedbackSubmissions }) : await query;
  if (!row) throw notFound();
  return row;
}

const code = (status: unknown): 0 | 1 | 255 => {
  const state = assetState(status);
  return state === 'ready' ? 1 : state === 'failed' ? 255 : 0;
};

/**
 * Submissions with their fan, video and comments, in the order of `ids`. The video URL carries a signed,
 * expiring grant for the viewer (players send no token), checked by /media/v like any content video.
 */
export async function serializeSubmissions(
  db: Db | Tx,
  ids: number[],
  viewerId: number,
  nowMs: number,
): Promise<FeedbackSubmission[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      submission: feedbackSubmissions,
      content: { id: content.id, title: content.title, ownerId: content.ownerId },
      fan: shortUserColumns,
      asset: mediaAssets,
    })
    .from(feedbackSubmissions)
    .innerJoin(content, eq(content.id, feedbackSubmissions.contentId))
    .innerJoin(users, eq(users.id, feedbackSubmissions.fanId))
    .innerJoin(mediaAssets, eq(mediaAssets.id, feedbackSubmissions.assetId))
    .where(inArray(feedbackSubmissions.id, ids));
  const comments = await db
    .select()
    .from(feedbackComments)
    .where(inArray(feedbackComments.submissionId, ids))
    .orderBy(asc(feedbackComments.atMs), asc(feedbackComments.id));
  const byId = new Map(rows.map((r) => [r.submission.id, r]));
  const refunded = await refundedPurchases(
    db,
    rows.map((r) => r.submission),
  );
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const status = code(r.asset.status);
    return [
      {
        id,
        content: { id: r.content.id, title: r.content.title, owner_id: r.content.ownerId },
        fan: shortUser(r.fan),
        video: {
          id: r.asset.id,
          url:
            status === 1
              ? `${videoUrl(r.asset.id, r.asset.storageKey)}?${videoGrantQuery(videoGrant(r.asset.id, viewerId, nowMs))}`
              : null,
          status,
          mime_type: r.asset.mimeType,
          duration_seconds: r.asset.durationSeconds,
          poster: imageRef(r.asset.renditions.poster),
        },
        note: r.submission.note,
        created_at: r.submission.createdAt.toISOString(),
        answered_at: r.submission.answeredAt ? r.submission.answeredAt.toISOString() : null,
        refunded: refunded.has(`${r.submission.fanId}:${r.submission.contentId}`),
        comments: comments
          .filter((c) => c.submissionId === id)
          .map((c) => ({ id: c.id, at_ms: c.atMs, body: c.body, created_at: c.createdAt.toISOString() })),
        is_creator: r.content.ownerId === viewerId,
      },
    ];
  });
}

/**
 * The fan × service pairs whose purchase was refunded: access granted once and revoked since, none live.
 * Keys are `fanId:contentId`.
 */
async function refundedPurchases(
  db: Db | Tx,
  submissions: { fanId: number; contentId: number }[],
): Promise<Set<string>> {
  if (submissions.length === 0) return new Set();
  const rows = await db
    .select({ userId: entitlements.userId, contentId: entitlements.contentId, revokedAt: entitlements.revokedAt })
    .from(entitlements)
    .where(
      and(
        inArray(entitlements.userId, [...new Set(submissions.map((s) => s.fanId))]),
        inArray(entitlements.contentId, [...new Set(submissions.map((s) => s.contentId))]),
      ),
    );
  const live = new Set(rows.filter((r) => r.revokedAt === null).map((r) => `${r.userId}:${r.contentId}`));
  return new Set(rows.map((r) => `${r.userId}:${r.contentId}`).filter((key) => !live.has(key)));
}
