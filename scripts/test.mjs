#!/usr/bin/env node
// Runs every check in order and ends with one plain line, "N passed, N failed", totalling every runner.
// Static checks count one each; Vitest and Playwright count their tests from their JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureSystemPackages } from './system-packages.mjs';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });
ensureSystemPackages();

let passed = 0;
let failed = 0;
const notes = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed += 1;
  else {
    failed += 1;
    notes.push(`${label} failed`);
  }
  return ok;
}

/**
 * One Vitest run over the given projects. Vitest's default on a 2-core machine is one worker; two keep
 * both cores busy (the API projects mostly wait on their database, so PGlite's and PostgreSQL's files
 * run side by side).
 */
function vitest(label, projects) {
  const report = `${tmp}/vitest-${label}.json`;
  rmSync(report, { force: true });
  const ok = run(`vitest ${label}`, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--maxWorkers=2',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  if (!existsSync(report)) {
    failed += 1;
    notes.push(`vitest ${label} produced no report`);
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (ok || r.numFailedTests > 0 ? 0 : 1);
  if (r.numPendingTests) notes.push(`vitest ${label}: ${r.numPendingTests} skipped`);
  if (!ok && r.numFailedTests === 0) notes.push(`vitest ${label} exited non-zero (a suite failed to load?)`);
}

function playwright() {
  const report = `${tmp}/playwright.json`;
  rmSync(report, { force: true });
  const ok = run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (!existsSync(report)) {
    failed += 1;
    notes.push('playwright produced no report');
    return;
  }
  const s = JSON.parse(readFileSync(report, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (ok || s.unexpected > 0 ? 0 : 1);
  if (s.skipped) notes.push(`playwright: ${s.skipped} skipped`);
  if (s.flaky) notes.push(`playwright: ${s.flaky} flaky`);
}

check('build', 'npm', ['run', 'build', '--silent']);
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('eslint', 'npx', ['eslint', '.']);
check('prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
vitest('unit', ['unit']);
vitest('api', ['api', 'api-pg']);
playwright();

for (const note of notes) console.log(`note: ${note}`);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${tmp}/summary.txt`, `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
