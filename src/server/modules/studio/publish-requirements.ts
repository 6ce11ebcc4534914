import { count, eq } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import { meetingLimitsFor, videoTypes, type PublishRequirement } from '@shared/schemas/content-editor';
import type { Db, Tx } from '../../db/client';
import { contentMedia, mediaAssets, meetings } from '../../db/schema';
import type { StudioRow } from './find-own-content';

export interface PublishCheck {
  /** What is missing, in the editor's order; publishing is refused while this is not empty. */
  missing: PublishRequirement[];
  /** A linked video is still transcoding: publishing waits in status 0 until `settleProcessedVideo`. */
  processing: boolean;
}

/** Media asset status as stored (text) or as the spec's code, reduced to one of three states. */
export function assetState(status: unknown): 'processing' | 'ready' | 'failed' {
  if (status === 'ready' || status === 1) return 'ready';
  if (status === 'failed' || status === 255) return 'failed';
  return 'processing';
}

/**
 * Publishing needs, per type: a cover always; the main video for performances, footage and tutorials; at
 * least one meeting for classes; the service info for private classes and the feedback service.
 * A failed main video is named so the creator knows to upload it again.
 */
export async function checkPublishMedia(db: Db | Tx, row: StudioRow): Promise<PublishCheck> {
  const links = await db
    .select({ role: contentMedia.role, status: mediaAssets.status, kind: mediaAssets.kind })
    .from(contentMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.id, contentMedia.assetId))
    .where(eq(contentMedia.contentId, row.id));
  const missing: PublishRequirement[] = [];
  if (!links.some((l) => l.role === 'cover' && assetState(l.status) !== 'failed')) missing.push('cover');

  const main = links.find((l) => l.role === 'video');
  if (videoTypes.includes(row.type)) {
    if (!main) missing.push('video');
    else if (assetState(main.status) === 'failed') missing.push('video_failed');
  }
  if (meetingLimitsFor(row.type)) {
    const [counted] = await db.select({ n: count() }).from(meetings).where(eq(meetings.contentId, row.id));
    if ((counted?.n ?? 0) === 0) missing.push('meetings');
  }
  if ((row.type === ContentType.privateClass || row.type === ContentType.feedback) && !row.details.service) {
    missing.push('service');
  }
  const processing = links.some(
    (l) => l.kind === 'video' && l.role !== 'cover' && assetState(l.status) === 'processing',
  );
  return { missing, processing };
}
