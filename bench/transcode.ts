import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ffmpegAvailable,
  hlsArgs,
  makeTestClip,
  prepareOutput,
  probeVideo,
  stillArgs,
} from '../src/server/services/transcoder';
import type { BenchContext, Section } from './context';
import { emptyResult, errorText, fixed, type SectionResult } from './report';

const CLIP_SECONDS = 60;
const TIME = '/usr/bin/time';

interface Measured {
  /** Wall-clock seconds of the whole command. */
  seconds: number;
  /** Peak resident memory of the largest process in the command's tree (GNU time's %M), in MiB. */
  peakMiB: number;
  stdout: string;
}

/** Runs a command under GNU time, which reports the peak memory the kernel saw for it. */
function measure(command: string, args: string[], cwd?: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(TIME, ['-f', '@@time %e %M', command, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = /@@time ([\d.]+) (\d+)/.exec(err);
      if (code !== 0 || !line) return reject(new Error(`${command} exited with ${code}: ${err.trim().slice(-400)}`));
      resolve({ seconds: Number(line[1]), peakMiB: Number(line[2]) / 1024, stdout: out });
    });
  });
}

/**
 * The media pipeline on a 60-second 720p test clip against ffmpeg alone on the same file: the
 * same two ffmpeg runs (renditions, then poster/thumbnail/teaser) without any of our code, versus
 * the real job (probe, ffmpeg, copying the output into storage, recording the outcome in PGlite).
 */
export const transcode: Section = {
  id: 'transcode',
  title: 'Media pipeline: transcoding a 60 s 720p video',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const result = emptyResult();
    if (!(await ffmpegAvailable())) {
      result.notes.push('ffmpeg is not installed: skipped (apt-get install ffmpeg).');
      return result;
    }
    const work = await mkdtemp(path.join(tmpdir(), 'stagepass-bench-video-'));
    ctx.onCleanup(() => rm(work, { recursive: true, force: true }));
    try {
      const clip = path.join(work, 'clip.mp4');
      ctx.log(`making a ${CLIP_SECONDS} s 720p test clip…`);
      await makeTestClip(clip, { seconds: CLIP_SECONDS, height: 720 });
      const info = await probeVideo(clip);

      ctx.log('ffmpeg alone…');
      const out = path.join(work, 'alone');
      await prepareOutput(out);
      const renditions = await measure('ffmpeg', hlsArgs(clip, info), out);
      const stills = await measure('ffmpeg', stillArgs(clip, info, true), out);
      const alone = {
        seconds: renditions.seconds + stills.seconds,
        peakMiB: Math.max(renditions.peakMiB, stills.peakMiB),
      };

      ctx.log('our pipeline (the transcode job on PGlite)…');
      const pipeline = await measure(
        process.execPath,
        ['--import', 'tsx', path.join(ctx.root, 'bench/transcode-worker.ts'), clip],
        ctx.root,
      );
      const report = JSON.parse(pipeline.stdout.trim().split('\n').at(-1) ?? '{}') as {
        seconds?: number;
        baselineMiB?: number;
        peakMiB?: number;
      };
      if (!report.seconds || report.peakMiB === undefined || report.baselineMiB === undefined) {
        throw new Error('the pipeline worker reported no figures');
      }
      // What the job adds on top of the idle server process: its ffmpeg children and its own allocations.
      const jobMiB = report.peakMiB - report.baselineMiB;

      result.tables.push({
        columns: [
          { label: 'run' },
          { label: 'time (s)' },
          { label: 'peak memory (MiB)' },
          { label: '× ffmpeg time' },
          { label: '× ffmpeg memory' },
        ],
        rows: [
          ['ffmpeg alone (renditions + stills)', fixed(alone.seconds, 2), fixed(alone.peakMiB), '1.00', '1.00'],
          [
            'our pipeline (transcode job)',
            fixed(report.seconds, 2),
            fixed(jobMiB),
            fixed(report.seconds / alone.seconds, 2),
            fixed(jobMiB / alone.peakMiB, 2),
          ],
        ],
      });
      result.notes.push(
        `Clip: ${CLIP_SECONDS} s, 1280×720, 30 fps, with audio; renditions 720p + 360p HLS, a poster, a 100×100 thumbnail and a 10 s teaser.`,
        "ffmpeg alone: the same two ffmpeg runs with none of our code; peak = the larger run's peak RSS (GNU time).",
        `Pipeline: the job alone (probe, ffmpeg, copying into storage, one transaction). Peak = the worker's process tree (Node + ffmpeg) at its largest during the job, minus the idle Node process holding PGlite (${report.baselineMiB.toFixed(0)} MiB; whole worker peak ${pipeline.peakMiB.toFixed(0)} MiB).`,
      );
      result.data = {
        clipSeconds: CLIP_SECONDS,
        ffmpegSeconds: alone.seconds,
        ffmpegPeakMiB: alone.peakMiB,
        pipelineSeconds: report.seconds,
        pipelinePeakMiB: jobMiB,
        workerBaselineMiB: report.baselineMiB,
        workerPeakMiB: pipeline.peakMiB,
        timeRatio: report.seconds / alone.seconds,
        memoryRatio: jobMiB / alone.peakMiB,
      };
    } catch (error) {
      result.failures.push(errorText(error));
    }
    return result;
  },
};
