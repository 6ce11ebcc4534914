import { and, eq } from 'drizzle-orm';
import type { MediaAssetResource } from '@shared/schemas/uploads';
import { UploadDescriptors } from '@shared/upload-limits';
import type { Deps } from '../../deps';
import { mediaAssets, mediaSources } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import { reopenFailedContent } from '../studio/settle-processed-video';
import { assetResource } from '../media-assets/asset-resource';
import { transcodeVideoJob } from './transcode-video-job';

/** The caller's own asset (GET /api/media/:assetId); anyone else's is 404. */
export async function getOwnAsset(deps: Deps, userId: number, assetId: number): Promise<MediaAssetResource> {
  const [asset] = await deps.db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, assetId), eq(mediaAssets.ownerId, userId)))
    .limit(1);
  if (!asset) throw notFound();
  return assetResource(asset);
}

/**
 * POST /api/media/:assetId/retry: a failed video goes back to processing (0) and is queued again,
 * in one transaction; content that failed on it waits for the new run (and is published when it ends).
 */
export async function retryAsset(deps: Deps, userId: number, assetId: number): Promise<MediaAssetResource> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ asset: mediaAssets, sourceKey: mediaSources.sourceKey })
      .from(mediaAssets)
      .leftJoin(mediaSources, eq(mediaSources.assetId, mediaAssets.id))
      .where(and(eq(mediaAssets.id, assetId), eq(mediaAssets.ownerId, userId)))
      .for('update', { of: mediaAssets });
    if (!row) throw notFound();
    if (row.asset.status !== 'failed' || !row.sourceKey) throw invalidField('asset', UploadDescriptors.notFailed);
    const [asset] = await tx
      .update(mediaAssets)
      .set({ status: 'processing', error: null })
      .where(eq(mediaAssets.id, assetId))
      .returning();
    await deps.jobs.send(transcodeVideoJob, { assetId }, { tx, singletonKey: `transcode-${assetId}` });
    await reopenFailedContent(tx, assetId, new Date(deps.clock.now()));
    return assetResource(asset!);
  });
}
