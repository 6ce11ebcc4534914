import { eq } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import type { Tx } from '../../db/client';
import { content, follows } from '../../db/schema';
import { notify } from '../notifications/notify';
import type { StudioRow } from './find-own-content';
import { checkPublishMedia } from './publish-requirements';
import { needsReview } from './needs-review';

/**
 * The last step of publish, auto-publish, approve and a finished transcode: the item goes to 0 while a
 * video is still transcoding, to 4 while it needs review, else to 1. The first time an item is published,
 * the owner's followers are told (inside the same transaction, so a rollback tells nobody).
 */
export async function goLive(tx: Tx, row: StudioRow, now: Date): Promise<ContentStatus> {
  const { processing } = await checkPublishMedia(tx, row);
  const status = processing
    ? ContentStatus.processing
    : (await needsReview(tx, row.ownerId, row.id))
      ? ContentStatus.onReview
      : ContentStatus.published;
  const firstPublication = status === ContentStatus.published && row.publishedAt === null;
  await tx
    .update(content)
    .set({
      status,
      autoPublishAt: null,
      updatedAt: now,
      ...(firstPublication ? { publishedAt: now } : {}),
    })
    .where(eq(content.id, row.id));
  if (firstPublication) await tellFollowers(tx, row);
  return status;
}

async function tellFollowers(tx: Tx, row: StudioRow): Promise<void> {
  const followers = await tx.select({ id: follows.followerId }).from(follows).where(eq(follows.creatorId, row.ownerId));
  for (const follower of followers) {
    await notify(tx, {
      userId: follower.id,
      kind: 'new-content',
      objectType: 'content',
      objectId: row.id,
      data: { title: row.title, type: row.type, creator_id: row.ownerId },
      dedupeKey: `new-content:${row.id}:${follower.id}`,
    });
  }
}
