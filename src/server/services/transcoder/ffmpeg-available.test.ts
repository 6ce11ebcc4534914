import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ffmpegCheck } from './ffmpeg-available';
import { runProcess } from './run-process';

let bin: string;
let savedPath: string | undefined;
beforeEach(async () => {
  // Finds setpriv on the real PATH first (it is looked up once per process).
  await runProcess('true', []);
  bin = await mkdtemp(path.join(tmpdir(), 'stagepass-path-'));
  savedPath = process.env.PATH;
  process.env.PATH = bin;
});
afterEach(async () => {
  process.env.PATH = savedPath;
  await rm(bin, { recursive: true, force: true });
});

describe('ffmpeg installed while the server runs', () => {
  it('is found when work arrives after it was missing', async () => {
    const ffmpegAvailable = ffmpegCheck();
    expect(await ffmpegAvailable()).toBe(false);
    for (const tool of ['ffmpeg', 'ffprobe']) await symlink(`/usr/bin/${tool}`, path.join(bin, tool));
    expect(await ffmpegAvailable()).toBe(true);
  });
});
