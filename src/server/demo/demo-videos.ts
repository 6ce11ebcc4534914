import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegAvailable, makeTestClip, transcodeVideo } from '../services/transcoder';
import type { PlannedContent } from './plan-types';

/** Bump when the clip or the pipeline's output changes, so a stale cached render is not reused. */
const RENDER_VERSION = 'v3';
/** Long enough for the playback journeys to stop at 0:12 well before the end (the last 5 % counts as watched). */
export const DEMO_CLIP_SECONDS = 16;

/**
 * Real video for the demo: one short test clip (colour bars and a tone) run through the media
 * pipeline once, then linked into every ready demo video's folder, so the demo's content plays.
 * The render is cached in the system's temp folder across demo loads (each test server loads the
 * demo afresh). Without ffmpeg nothing is written: see holdDemoVideos.
 */
export async function writeDemoVideos(
  root: string,
  content: PlannedContent[],
  available: () => Promise<boolean> = ffmpegAvailable,
): Promise<boolean> {
  if (!(await available())) return false;
  const videos = content.flatMap((c) => c.videos).filter((v) => v.status === 'ready');
  await linkDemoVideos(
    root,
    videos.map((v) => v.key),
  );
  for (const video of videos) video.durationSeconds = DEMO_CLIP_SECONDS;
  return true;
}

/**
 * Without ffmpeg the demo's ready videos would have no files (every play a 404): they wait in processing
 * instead, and the render-demo-videos job makes them ready once ffmpeg is there. Returns their keys.
 */
export function holdDemoVideos(content: PlannedContent[]): string[] {
  const held = content.flatMap((c) => c.videos).filter((v) => v.status === 'ready');
  for (const video of held) video.status = 'processing';
  return held.map((v) => v.key);
}

/** Links the cached render under each video key: a playlist's folder gets the HLS files, an .mp4 the teaser. */
export async function linkDemoVideos(root: string, keys: string[]): Promise<void> {
  const render = await cachedRender();
  const files = await listFiles(render);
  const hls = files.filter((f) => f !== 'teaser.mp4' && f !== 'poster.jpg' && f !== 'thumb.jpg' && f !== 'source.mp4');
  const linker = await linkerFor(render, root);
  for (const key of keys) {
    const folder = path.join(root, path.dirname(key));
    if (key.endsWith('.m3u8')) {
      for (const file of hls) await linker(file, path.join(folder, file));
    } else {
      await linker('teaser.mp4', path.join(root, key));
    }
  }
}

async function cachedRender(): Promise<string> {
  const dir = path.join(tmpdir(), `stagepass-demo-video-${RENDER_VERSION}`);
  if (await stat(path.join(dir, 'master.m3u8')).catch(() => null)) return dir;
  const work = `${dir}.${process.pid}.tmp`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const source = path.join(work, 'source.mp4');
  await makeTestClip(source, { seconds: DEMO_CLIP_SECONDS, height: 720 });
  await transcodeVideo(source, work);
  // Another demo load (a second test server) may have finished first: use its render, never delete it.
  if (await stat(path.join(dir, 'master.m3u8')).catch(() => null)) {
    await rm(work, { recursive: true, force: true });
    return dir;
  }
  // A partial leftover without its playlist goes; if another load renamed its render in meanwhile, ours goes.
  await rm(dir, { recursive: true, force: true });
  await rename(work, dir).catch(() => rm(work, { recursive: true, force: true }));
  return dir;
}

/**
 * Hard links when the temp folder shares a file system with DATA_DIR; otherwise one copy of the render
 * inside DATA_DIR, linked from there, rather than a full copy per video.
 */
async function linkerFor(render: string, root: string) {
  let base = render;
  const probe = path.join(root, 'private', '.demo-link-probe');
  await mkdir(path.dirname(probe), { recursive: true });
  try {
    await link(path.join(render, 'master.m3u8'), probe);
  } catch {
    base = path.join(root, 'private', 'demo-render');
    for (const file of await listFiles(render)) {
      await mkdir(path.dirname(path.join(base, file)), { recursive: true });
      await copyFile(path.join(render, file), path.join(base, file));
    }
  } finally {
    await rm(probe, { force: true });
  }
  return async (file: string, target: string) => {
    await mkdir(path.dirname(target), { recursive: true });
    await rm(target, { force: true });
    await link(path.join(base, file), target);
  };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}
