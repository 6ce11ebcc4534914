import { and, eq, inArray } from 'drizzle-orm';
import { mediaAssets } from '../db/schema';
import { defineJob } from '../jobs/define-job';
import { filesRoot } from '../services/storage/files-root';
import { ffmpegAvailable } from '../services/transcoder';
import { DEMO_CLIP_SECONDS, linkDemoVideos } from './demo-videos';

/** While ffmpeg is missing, the job looks again this much later. */
const RECHECK_MS = 60_000;

/** The demo's videos held in processing because the demo was loaded without ffmpeg (holdDemoVideos). */
export const renderDemoVideosJob = defineJob<{ keys: string[] }>({
  name: 'render-demo-videos',
  retryLimit: 2,
  retryDelaySeconds: 60,
  run: async (deps, { keys }) => {
    if (!(await ffmpegAvailable())) {
      await deps.jobs.send(renderDemoVideosJob, { keys }, { startAfter: new Date(deps.clock.now() + RECHECK_MS) });
      return;
    }
    await linkDemoVideos(filesRoot(deps.config), keys);
    await deps.db
      .update(mediaAssets)
      .set({ status: 'ready', durationSeconds: DEMO_CLIP_SECONDS })
      .where(and(inArray(mediaAssets.storageKey, keys), eq(mediaAssets.status, 'processing')));
  },
});
