import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@tests/support/server-process';
import { WAIT_MS } from '@tests/support/wait';

/**
 * What an operator does: copy the built output with package.json and its lockfile to a fresh folder, install
 * only `dependencies`, and start the bundle. A runtime import left in devDependencies fails here.
 */
const dir = mkdtempSync(join(tmpdir(), 'stagepass-prod-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

it('starts from `npm install --omit=dev` and answers health, the API and a page', async () => {
  for (const built of ['build/main.js', 'dist/index.html']) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  for (const path of ['build', 'dist', 'package.json', 'package-lock.json']) {
    cpSync(path, join(dir, path), { recursive: true });
  }
  const started = Date.now();
  const install = spawnSync(
    'npm',
    ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: dir, encoding: 'utf8' },
  );
  expect(install.status, install.stderr).toBe(0);
  console.log(`production install: ${Math.round((Date.now() - started) / 1000)} s`);
  expect(existsSync(join(dir, 'node_modules/vite'))).toBe(false);

  server = await startServerProcess({ DATA_DIR: join(dir, 'data'), STATIC_DIR: 'dist' }, 5 * WAIT_MS, {
    args: ['build/main.js'],
    cwd: dir,
  });
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  const list = await fetch(`${server.url}/api/content?limit=5`);
  expect(list.status).toBe(200);
  expect(await list.json()).toHaveProperty('data');
  const page = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});
