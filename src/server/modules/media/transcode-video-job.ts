import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { videoFailureOf } from '@shared/video-failure';
import type { Deps } from '../../deps';
import { mediaAssets, mediaSources } from '../../db/schema';
import { createLogger } from '../../logger';
import { defineJob } from '../../jobs/define-job';
import { storageFor } from '../../services/storage';
import { FFMPEG_MISSING_NOTICE, ffmpegAvailable, transcodeVideo } from '../../services/transcoder';
import { settleProcessedVideo } from '../studio/settle-processed-video';
import { linkAutoTeaser } from './link-auto-teaser';
import { queueImageRenditions } from './make-image-renditions-job';
import { mimeTypeOf } from './mime-types';

/** While ffmpeg is missing, a job looks again this much later rather than failing the upload. */
const RECHECK_MS = 60_000;
const HLS_MIME = 'application/vnd.apple.mpegurl';

export interface TranscodeJobData {
  assetId: number;
}

// Said once when the server starts (not in tests), so an operator knows why videos stay in processing.
if (!process.env.VITEST) {
  void ffmpegAvailable().then((ok) => {
    if (!ok) console.warn(FFMPEG_MISSING_NOTICE);
  });
}

/**
 * The media pipeline: one uploaded video → HLS in two renditions, a poster, a 100×100 thumbnail and
 * a ~10 s teaser clip. ffmpeg runs with no transaction open; the outcome (ready, or failed with the
 * error) is recorded in one transaction that also moves the content waiting on it (contract 1).
 */
export const transcodeVideoJob = defineJob<TranscodeJobData>({
  name: 'transcode-video',
  retryLimit: 2,
  // Retries follow a crash (a failed encode settles the asset itself): soon, and the heartbeat notices the crash.
  retryDelaySeconds: 10,
  // Caps a live but hung run; a crashed one is noticed by its lapsed heartbeat within JOB_RECOVERY_SECONDS.
  expireInSeconds: 3 * 3600,
  run: async (deps, { assetId }) => {
    const [row] = await deps.db
      .select({ asset: mediaAssets, source: mediaSources })
      .from(mediaAssets)
      .innerJoin(mediaSources, eq(mediaSources.assetId, mediaAssets.id))
      .where(eq(mediaAssets.id, assetId));
    if (!row || row.asset.status !== 'processing') return;
    if (!(await ffmpegAvailable())) {
      await deps.jobs.send(transcodeVideoJob, { assetId }, { startAfter: new Date(deps.clock.now() + RECHECK_MS) });
      return;
    }
    await processVideo(deps, row.asset.id, row.source.sourceKey);
  },
});

export async function processVideo(deps: Deps, assetId: number, sourceKey: string): Promise<void> {
  const storage = storageFor(deps.config);
  const work = await mkdtemp(path.join(tmpdir(), 'stagepass-transcode-'));
  let outcome:
    | { ok: true; save: (tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0]) => Promise<void> }
    | { ok: false; error: string };
  try {
    const source = await storage.localCopy(sourceKey);
    try {
      const out = path.join(work, 'out');
      const result = await transcodeVideo(source.path, out);
      const tag = `a${assetId}-${randomBytes(6).toString('hex')}`;
      const folder = `private/videos/${tag}`;
      const posterKey = `public/posters/${tag}.jpg`;
      const thumbKey = `public/thumbs/${tag}.jpg`;
      const teaserKey = result.teaser ? `private/teasers/${tag}/teaser.mp4` : null;
      const skip = new Set([result.poster, result.thumbnail, result.teaser]);
      for (const file of await listFiles(out)) {
        if (!skip.has(file)) await storage.putFile(`${folder}/${file}`, path.join(out, file), mimeTypeOf(file));
      }
      await storage.putFile(posterKey, path.join(out, result.poster), 'image/jpeg');
      await storage.putFile(thumbKey, path.join(out, result.thumbnail), 'image/jpeg');
      if (teaserKey && result.teaser) await storage.putFile(teaserKey, path.join(out, result.teaser), 'video/mp4');
      outcome = {
        ok: true,
        save: async (tx) => {
          const [asset] = await tx
            .update(mediaAssets)
            .set({
              status: 'ready',
              error: null,
              storageKey: `${folder}/${result.master}`,
              mimeType: HLS_MIME,
              durationSeconds: Math.round(result.durationSeconds),
              renditions: {
                ...Object.fromEntries(Object.entries(result.playlists).map(([name, p]) => [name, `${folder}/${p}`])),
                poster: posterKey,
                thumbnail: thumbKey,
              },
            })
            .where(eq(mediaAssets.id, assetId))
            .returning({ ownerId: mediaAssets.ownerId });
          // Posters and thumbnails are public files: /media/public serves a key only when an asset row names it.
          const images = await tx
            .insert(mediaAssets)
            .values(
              [posterKey, thumbKey].map((key) => ({
                ownerId: asset!.ownerId,
                kind: 'image' as const,
                storageKey: key,
                mimeType: 'image/jpeg',
                status: 'ready' as const,
              })),
            )
            .returning({ id: mediaAssets.id, storageKey: mediaAssets.storageKey });
          // The 100-pixel thumbnail is shown as it is; the poster is shown as large as the player.
          const poster = images.find((image) => image.storageKey === posterKey);
          if (poster) await queueImageRenditions(deps, tx, poster.id);
          await tx
            .update(mediaSources)
            .set({ teaserKey, processedAt: new Date(deps.clock.now()) })
            .where(eq(mediaSources.assetId, assetId));
          await linkAutoTeaser(tx, assetId);
        },
      };
    } finally {
      await source.release();
    }
  } catch (error) {
    const failure = videoFailureOf(errorText(error)) ?? 'unknown';
    // The tools' own words are for staff; the creator sees the reason behind the stored code.
    createLogger(deps.config.LOG_LEVEL).info(`video ${assetId} could not be processed`, {
      failure,
      detail: errorText(error),
    });
    outcome = { ok: false, error: failure };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await deps.db.transaction(async (tx) => {
    // The asset may have been deleted or retried meanwhile: only a row still processing is settled.
    const [current] = await tx
      .select({ status: mediaAssets.status })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, assetId))
      .for('update');
    if (current?.status !== 'processing') return;
    await tx
      .update(mediaSources)
      .set({ attempts: sql`${mediaSources.attempts} + 1` })
      .where(eq(mediaSources.assetId, assetId));
    if (outcome.ok) await outcome.save(tx);
    else
      await tx.update(mediaAssets).set({ status: 'failed', error: outcome.error }).where(eq(mediaAssets.id, assetId));
    await settleProcessedVideo(tx, assetId, new Date(deps.clock.now()));
  });
}

/** A tool's error without paths on this machine, bounded. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/[^\s:'"]+/g, '<file>').slice(0, 500);
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) files.push(...(await listFiles(dir, rel)));
    else files.push(rel);
  }
  return files;
}
