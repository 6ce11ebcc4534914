// Runs the media pipeline once on a video, in its own process so its peak memory can be measured:
// `node --import tsx bench/transcode-worker.ts <video>` prints `{ "seconds": … }` for the job alone.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The app first, as main.ts does: its module graph settles the top-level awaits (the i18n catalog) in order.
import '../src/server/app';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { mediaAssets, mediaSources, users } from '../src/server/db/schema';
import type { Deps } from '../src/server/deps';
import type { JobQueue } from '../src/server/jobs/job-queue';
import { backgroundJobs } from '../src/server/background-jobs';
import { processVideo } from '../src/server/modules/media/transcode-video-job';
import { storageFor } from '../src/server/services/storage';
import type { Mailer } from '../src/server/services/mail/mailer';

/** Resident memory of a process and all its descendants (Linux /proc), in MiB. */
function treeRssMiB(root: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && inTree(parents.get(pid) ?? 0));
  let kib = 0;
  for (const [pid, value] of rss) if (inTree(pid)) kib += value;
  return kib / 1024;
}

async function main(): Promise<void> {
  const video = process.argv[2];
  if (!video) throw new Error('usage: transcode-worker.ts <video>');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-bench-transcode-'));
  const database = await openPglite(undefined);
  try {
    await migrate(database, backgroundJobs);
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent' });
    const deps: Deps = {
      config,
      database,
      db: database.db,
      mailer: null as unknown as Mailer,
      clock: { now: () => Date.now() },
      jobs: null as unknown as JobQueue<Deps>,
    };
    const [owner] = await deps.db
      .insert(users)
      .values({ email: 'bench@bench.test', login: 'bench', name: 'Bench', passwordHash: 'x', kind: 'creator' })
      .returning({ id: users.id });
    const sourceKey = 'private/sources/bench/source.mp4';
    await storageFor(config).putFile(sourceKey, video, 'video/mp4');
    const [asset] = await deps.db
      .insert(mediaAssets)
      .values({ ownerId: owner!.id, kind: 'video', storageKey: sourceKey, mimeType: 'video/mp4', status: 'processing' })
      .returning({ id: mediaAssets.id });
    await deps.db.insert(mediaSources).values({ assetId: asset!.id, sourceKey, sourceMimeType: 'video/mp4' });

    const baselineMiB = treeRssMiB(process.pid);
    let peakMiB = baselineMiB;
    const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, treeRssMiB(process.pid))), 100);
    const started = performance.now();
    await processVideo(deps, asset!.id, sourceKey);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const [done] = await deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset!.id));
    if (done?.status !== 'ready') throw new Error(`the pipeline ended in ${done?.status}: ${done?.error ?? ''}`);
    process.stdout.write(`${JSON.stringify({ seconds, baselineMiB, peakMiB })}\n`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
