import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { mediaAssets } from '../db/schema';
import { filesRoot } from '../services/storage/files-root';
import { loadDemoData } from './load-demo-data';
import { renderDemoVideosJob } from './render-demo-videos-job';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-demo-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const savedPath = process.env.PATH;
  process.env.PATH = dataDir;
  try {
    await loadDemoData(t.deps, { ffmpeg: async () => false });
  } finally {
    process.env.PATH = savedPath;
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const readyVideos = () =>
  t.deps.db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.kind, 'video'), eq(mediaAssets.status, 'ready')));
const missingFiles = async (keys: string[]) => {
  const missing: string[] = [];
  for (const key of keys) {
    if (!(await stat(path.join(filesRoot(t.deps.config), key)).catch(() => null))) missing.push(key);
  }
  return missing;
};

describe('the demo loaded on a machine without ffmpeg', () => {
  it('marks no video ready whose files are missing, and renders them once ffmpeg is there', async () => {
    const ready = await readyVideos();
    expect(await missingFiles(ready.map((v) => v.storageKey))).toEqual([]);

    const { rows } = await t.deps.database.executeSql(`SELECT data FROM pgboss.job WHERE name = $1`, [
      renderDemoVideosJob.name,
    ]);
    const [job] = rows as { data: { keys: string[] } }[];
    expect(job!.data.keys.length).toBeGreaterThan(10);
    await renderDemoVideosJob.run(t.deps, job!.data);

    const now = await readyVideos();
    expect(now.map((v) => v.storageKey)).toEqual(expect.arrayContaining(job!.data.keys));
    expect(await missingFiles(now.map((v) => v.storageKey))).toEqual([]);
  });
});
