#!/usr/bin/env node
// `npm start`: builds the PWA when its build is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the browser bundle is made from (tests excluded: they never reach it). */
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

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.[jt]sx?$/.test(path) ? 0 : stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

function buildIsStale() {
  const index = 'dist/index.html';
  if (!existsSync(index)) return 'there is no build yet';
  const sources = Math.max(...APP_SOURCES.map(newestMtime));
  return sources > statSync(index).mtimeMs ? 'the app sources changed since the last build' : null;
}

const reason = buildIsStale();
if (reason) {
  console.log(`Building the PWA (${reason})…`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The PWA build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
