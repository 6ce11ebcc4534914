import { mkdir, mkdtemp, readFile, readdir, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MediaAssetResource, UploadTicket } from '@shared/schemas/uploads';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { startServerProcess, type ServerProcess } from '@tests/support/server-process';
import { openTestDatabaseOnDisk } from '@tests/support/test-database';
import { FFMPEG_WAIT_MS, until } from '@tests/support/wait';
import { ffmpegAvailable, makeTestClip } from '../../services/transcoder';

/**
 * The server really dies mid-transcode: it runs as a child process and is killed (SIGKILL) while ffmpeg
 * encodes. ffmpeg dies with it; a new server on the same database takes the job up again once its
 * heartbeat has lapsed (JOB_RECOVERY_SECONDS, short here) and the video ends finished or in 255.
 */
const hasFfmpeg = await ffmpegAvailable();
const RECOVERY_SECONDS = '10';
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Live (not zombie) ffmpeg processes working in a folder under `dir`: the server's transcode runs. */
async function ffmpegRunningUnder(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const cwd = await readlink(`/proc/${pid}/cwd`);
      if (stat.includes('(ffmpeg)') && !/\) Z /.test(stat) && cwd.startsWith(dir)) found.push(Number(pid));
    } catch {
      // Ended meanwhile.
    }
  }
  return found;
}

async function upload(t: TestApp, token: string, bytes: Buffer): Promise<MediaAssetResource> {
  const res = await t.request('/api/media/s3/pre-signed', {
    json: { filename: 'clip.mp4', mime_type: 'video/mp4', size: bytes.length, purpose: 'content' },
    token,
  });
  const ticket = ((await res.json()) as { data: UploadTicket }).data;
  for (const part of ticket.parts) {
    const body = new Uint8Array(bytes.subarray(part.offset, part.offset + part.size));
    expect((await t.app.request(part.url!, { method: 'PUT', body })).status).toBe(200);
  }
  const done = await t.request(`/api/media/uploads/${ticket.id}/complete`, { method: 'POST', token });
  expect(done.status).toBe(201);
  return ((await done.json()) as { data: MediaAssetResource }).data;
}

describe.skipIf(!hasFfmpeg || process.platform !== 'linux')('a server killed while it transcodes', () => {
  it(
    'leaves no ffmpeg behind, and the next server finishes the video or fails it (255)',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-transcode-crash-'));
      dirs.push(dataDir);
      const serverTmp = path.join(dataDir, 'tmp');
      await mkdir(serverTmp);
      const database = await openTestDatabaseOnDisk(dataDir);
      const t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
      const creator = await createUser(t.deps, { kind: 'creator' });
      const token = await tokenFor(t.deps, creator.id, 'api');
      // Long enough that ffmpeg is still encoding when the server is killed (it is killed the moment ffmpeg
      // shows, polled every 100 ms), short enough that the next server's full transcode stays quick.
      await makeTestClip(path.join(dataDir, 'clip.mp4'), { seconds: 20, height: 240 });
      const video = await upload(t, token, await readFile(path.join(dataDir, 'clip.mp4')));
      expect(video.status).toBe(0);
      // PGlite is one process's database: the servers get it in turn.
      if (database.driver === 'pglite') await t.close();

      const env = {
        DATA_DIR: dataDir,
        TMPDIR: serverTmp,
        JOB_RECOVERY_SECONDS: RECOVERY_SECONDS,
        ...(database.url && { DATABASE_URL: database.url }),
      };
      const first = await startServerProcess(env);
      servers.push(first);
      const encoding = await until(
        'the server to start ffmpeg',
        async () => {
          const pids = await ffmpegRunningUnder(serverTmp);
          return pids.length > 0 ? pids : undefined;
        },
        FFMPEG_WAIT_MS,
      );
      await first.kill();
      expect((await first.exited).signal).toBe('SIGKILL');
      // The kernel ends ffmpeg with its parent at once; left alone it would encode for a minute or more.
      await until(
        'ffmpeg to end with the server',
        async () => ((await ffmpegRunningUnder(serverTmp)).some((pid) => encoding.includes(pid)) ? undefined : true),
        20_000,
      );

      const second = await startServerProcess(env);
      servers.push(second);
      let secondGone = false;
      void second.exited.then(() => (secondGone = true));
      const status = async () => {
        const res = await fetch(`${second.url}/api/media/${video.id}`, {
          headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
        });
        return ((await res.json()) as { data: MediaAssetResource }).data;
      };
      const settled = await until(
        'the video to be finished or failed',
        async () => {
          // A connection reset while the server lives (a kept-alive socket it closed, on a loaded machine) is asked
          // again; a server that died fails the test.
          const asset = await status().catch((error: unknown) => {
            if (secondGone) throw error;
            return undefined;
          });
          return asset === undefined || asset.status === 0 ? undefined : asset;
        },
        2 * FFMPEG_WAIT_MS,
      );
      expect([1, 255]).toContain(settled.status);
      if (settled.status === 255) expect(settled.error).toBeTruthy();
      await second.kill();
      if (database.driver !== 'pglite') await t.close();
    },
    4 * FFMPEG_WAIT_MS,
  );
});
