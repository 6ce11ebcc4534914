import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '@shared/codes';
import { createUser } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { content, contentMedia, mediaAssets, mediaSources } from '../../db/schema';
import { createContent } from '../content/testing';
import { INTERRUPTED_ERROR, recoverStrandedVideos } from './recover-stranded-videos';
import { transcodeVideoJob } from './transcode-video-job';

let t: TestApp;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.deps, { kind: 'creator' })).id;
});
afterAll(() => t.close());

/** A video in processing (0), as an upload leaves it, with or without its transcode job. */
async function processingVideo({ queued }: { queued: boolean }): Promise<number> {
  const [asset] = await t.deps.db
    .insert(mediaAssets)
    .values({ ownerId, kind: 'video', storageKey: 'uploads/x.mp4', mimeType: 'video/mp4', status: 'processing' })
    .returning();
  await t.deps.db
    .insert(mediaSources)
    .values({ assetId: asset!.id, sourceKey: 'uploads/x.mp4', sourceMimeType: 'video/mp4' });
  if (queued) await t.deps.jobs.send(transcodeVideoJob, { assetId: asset!.id });
  return asset!.id;
}

const jobStates = async (assetId: number) => {
  const { rows } = await t.deps.database.executeSql(
    `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'assetId' = $2 ORDER BY created_on`,
    [transcodeVideoJob.name, String(assetId)],
  );
  return (rows as { state: string }[]).map((r) => r.state);
};
const statusOf = async (assetId: number) =>
  (await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId)))[0]!;

describe('videos stranded in processing', () => {
  it('are queued again when they lost their job, failed (255, error kept) when every run died', async () => {
    const waiting = await processingVideo({ queued: true });
    const lost = await processingVideo({ queued: false });
    const died = await processingVideo({ queued: true });
    const item = await createContent(t.deps, ownerId, { status: ContentStatus.processing });
    await t.deps.db.insert(contentMedia).values({ contentId: item.id, assetId: died, role: 'video' });
    // Its retries used up by crashes: pg-boss has failed the last run.
    await t.deps.database.executeSql(`UPDATE pgboss.job SET state = 'failed' WHERE data->>'assetId' = $1`, [
      String(died),
    ]);

    expect(await recoverStrandedVideos(t.deps)).toEqual({ requeued: 1, failed: 1 });
    expect(await jobStates(waiting)).toEqual(['created']);
    expect(await jobStates(lost)).toEqual(['created']);
    expect(await statusOf(lost)).toMatchObject({ status: 'processing', error: null });
    expect(await statusOf(died)).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
    const [waitingItem] = await t.deps.db.select().from(content).where(eq(content.id, item.id));
    expect(waitingItem!.status).toBe(ContentStatus.transcodingFailed);

    expect(await recoverStrandedVideos(t.deps)).toEqual({ requeued: 0, failed: 0 });
  });
});
