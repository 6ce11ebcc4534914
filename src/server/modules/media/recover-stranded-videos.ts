import { and, eq, sql } from 'drizzle-orm';
import type { VideoFailure } from '@shared/video-failure';
import type { Deps } from '../../deps';
import { mediaAssets } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { settleProcessedVideo } from '../studio/settle-processed-video';
import { transcodeVideoJob } from './transcode-video-job';

/** Kept on a video whose every run was cut short (the server died each time): the creator may retry it. */
export const INTERRUPTED_ERROR: VideoFailure = 'interrupted';

interface Stranded {
  id: number;
  gaveUp: boolean;
}

/**
 * Videos in processing (0) that no transcode job will ever finish: none is queued, waiting to retry or
 * running. One whose last job failed (its retries used up by crashes) ends in 255 with the error kept;
 * one that lost its job altogether is queued again.
 */
async function findStranded(deps: Deps): Promise<Stranded[]> {
  const jobOf = (states: string) =>
    sql.raw(`
    SELECT 1 FROM pgboss.job j
    WHERE j.name = '${transcodeVideoJob.name}' AND j.state IN (${states}) AND j.data->>'assetId' = a.id::text`);
  const { rows } = (await deps.db.execute(sql`
    SELECT a.id, EXISTS (${jobOf(`'failed'`)}) AS "gaveUp"
    FROM media_assets a JOIN media_sources s ON s.asset_id = a.id
    WHERE a.status = 'processing' AND NOT EXISTS (${jobOf(`'created', 'retry', 'active'`)})
    ORDER BY a.id`)) as unknown as { rows: Stranded[] };
  return rows;
}

/** Runs when the server starts and then every minute: no video stays in processing forever. */
export async function recoverStrandedVideos(deps: Deps): Promise<{ requeued: number; failed: number }> {
  const counts = { requeued: 0, failed: 0 };
  for (const { id, gaveUp } of await findStranded(deps)) {
    await deps.db.transaction(async (tx) => {
      const [asset] = await tx
        .update(mediaAssets)
        .set(gaveUp ? { status: 'failed', error: INTERRUPTED_ERROR } : { status: 'processing' })
        .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'processing')))
        .returning({ id: mediaAssets.id });
      if (!asset) return;
      if (gaveUp) {
        await settleProcessedVideo(tx, id, new Date(deps.clock.now()));
        counts.failed += 1;
      } else {
        await deps.jobs.send(transcodeVideoJob, { assetId: id }, { tx, singletonKey: `transcode-${id}` });
        counts.requeued += 1;
      }
    });
  }
  return counts;
}

export const recoverStrandedVideosJob = defineJob({
  name: 'recover-stranded-videos',
  cron: '* * * * *',
  retryLimit: 0,
  run: async (deps) => {
    await recoverStrandedVideos(deps);
  },
});
