import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchContext } from './context';
import { startStagepass, type RunningServer } from './server';

/** Demo data scale giving about 10,000 content items and 1,000 creators (issue 4's benchmark size). */
export const SCALE = 80;

/**
 * The real server on a fresh PGlite database holding the demo data at `SCALE` (`scripts/demo.mjs --scale`),
 * stopped and removed when the bench ends. Answers the server and the seconds the load took.
 */
export async function startScaledStagepass(
  ctx: BenchContext,
  label: string,
): Promise<{ server: RunningServer; loadSeconds: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-bench-scaled-'));
  ctx.onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  ctx.log(`loading demo data at scale ${SCALE} into a fresh PGlite database…`);
  const started = performance.now();
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo.mjs', '--scale', String(SCALE)], {
    cwd: ctx.root,
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`demo --scale ${SCALE} failed:\n${run.stderr || run.stdout}`);
  const loadSeconds = (performance.now() - started) / 1000;
  const server = await startStagepass({ label, root: ctx.root, dataDir, demo: false });
  ctx.onCleanup(() => server.stop());
  return { server, loadSeconds };
}
