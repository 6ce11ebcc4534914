import { and, eq, inArray } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import type { Tx } from '../../db/client';
import { content, contentMedia } from '../../db/schema';
import { goLive } from './go-live';
import { checkPublishMedia } from './publish-requirements';

/**
 * Called by MEDIA inside the transaction that marks a video asset ready or failed. Every item waiting in
 * status 0 for this asset moves on: to 255 when its main video failed, to 1 (or 4 when it needs review)
 * once none of its videos is still transcoding. Items in any other status are left alone (a draft keeps
 * its failed video until the creator replaces it; publishing then names it).
 */
export async function settleProcessedVideo(tx: Tx, assetId: number, now: Date): Promise<void> {
  const waiting = await tx
    .select({ row: content })
    .from(contentMedia)
    .innerJoin(content, eq(content.id, contentMedia.contentId))
    .where(and(eq(contentMedia.assetId, assetId), eq(content.status, ContentStatus.processing)))
    .for('update', { of: content });
  for (const { row } of waiting) {
    const { missing, processing } = await checkPublishMedia(tx, row);
    if (missing.includes('video_failed')) {
      await tx
        .update(content)
        .set({ status: ContentStatus.transcodingFailed, updatedAt: now })
        .where(eq(content.id, row.id));
    } else if (!processing) {
      await goLive(tx, row, now);
    }
  }
}

/**
 * Called by MEDIA when the owner retries a failed video: items that failed on it (255) wait in 0 again,
 * so `settleProcessedVideo` finishes the publication the creator asked for once the new run ends.
 */
export async function reopenFailedContent(tx: Tx, assetId: number, now: Date): Promise<void> {
  const failed = tx.select({ id: contentMedia.contentId }).from(contentMedia).where(eq(contentMedia.assetId, assetId));
  await tx
    .update(content)
    .set({ status: ContentStatus.processing, updatedAt: now })
    .where(and(inArray(content.id, failed), eq(content.status, ContentStatus.transcodingFailed)));
}
