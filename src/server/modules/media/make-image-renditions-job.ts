import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { defineJob } from '../../jobs/define-job';
import { createLogger } from '../../logger';
import { storageFor } from '../../services/storage';
import { findAsset } from './find-media-asset';
import { hasRenditions, makeRenditions } from './image-renditions';

/**
 * Makes a new public image's renditions after its upload (or a video's poster after transcoding), so the
 * first visitor to see it gets them from storage. Never fails its upload: the request path makes any that
 * are missing.
 */
export const makeImageRenditionsJob = defineJob<{ assetId: number }>({
  name: 'make-image-renditions',
  retryLimit: 2,
  run: async (deps, { assetId }) => {
    const asset = await findAsset(deps.db, assetId);
    if (!asset || !hasRenditions(asset)) return;
    if (!(await makeRenditions(storageFor(deps.config), asset.storageKey))) {
      createLogger(deps.config.LOG_LEVEL).info(`image ${assetId} has no renditions: its file is missing or unreadable`);
    }
  },
});

/** Queues it in the transaction that creates the asset, so it runs only once the row exists. */
export function queueImageRenditions(deps: Deps, tx: Tx, assetId: number): Promise<void> {
  return deps.jobs.send(makeImageRenditionsJob, { assetId }, { tx, singletonKey: `image-renditions-${assetId}` });
}
