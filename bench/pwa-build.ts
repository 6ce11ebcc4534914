import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchContext } from './context';

/** The same list as scripts/start.mjs: everything the browser bundle is made from. Keep the two in step. */
const APP_SOURCES = [
  'src/app',
  'src/shared',
  'src/sw.ts',
  'src/sw',
  'index.html',
  'public',
  'vite.config.ts',
  'panda.config.ts',
  'lingui.config.ts',
];
/** What the production server (build/main.js, which the bench's servers run) is bundled from. */
const SERVER_SOURCES = ['src/server', 'src/shared', 'scripts/build-server.mjs'];

export interface PwaBuild {
  dist: string;
  /** Why it was rebuilt, or null when the existing build was current. */
  rebuilt: string | null;
  seconds: number;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.[jt]sx?$/.test(path) ? 0 : stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

function staleReason(root: string): string | null {
  const index = join(root, 'dist/index.html');
  if (!existsSync(index)) return 'there is no build yet';
  const sources = Math.max(...APP_SOURCES.map((p) => newestMtime(join(root, p))));
  if (sources > statSync(index).mtimeMs) return 'the app sources changed since the last build';
  const server = join(root, 'build/main.js');
  if (!existsSync(server)) return 'the server is not built yet';
  const serverSources = Math.max(...SERVER_SOURCES.map((p) => newestMtime(join(root, p))));
  return serverSources > statSync(server).mtimeMs ? 'the server sources changed since the last build' : null;
}

export async function ensurePwaBuild(ctx: BenchContext): Promise<PwaBuild> {
  const dist = join(ctx.root, 'dist');
  const reason = staleReason(ctx.root);
  if (!reason) return { dist, rebuilt: null, seconds: 0 };
  ctx.log(`running npm run build (${reason})…`);
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ctx.root, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    const last = output.join('').trimEnd().split('\n').slice(-30);
    throw new Error(
      `npm run build failed (exit code ${code}). Its last output:\n${last.map((l) => `  | ${l}`).join('\n')}`,
    );
  }
  ctx.log(`build done in ${seconds.toFixed(0)} s`);
  return { dist, rebuilt: reason, seconds };
}
