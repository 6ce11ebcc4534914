#!/usr/bin/env node
// Runs every check in order and ends with one plain line, "N passed, N failed", totalling every runner.
// Static checks count one each; Vitest and Playwright count their tests from their JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureSystemPackages } from './system-packages.mjs';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });
// A reused checkout must never print an earlier run's total.
rmSync(`${tmp}/summary.txt`, { force: true });

let passed = 0;
let failed = 0;
const notes = [];

const stillMissing = ensureSystemPackages();
if (stillMissing.length > 0) {
  // The run goes on (what needs the package fails or skips loudly), and the total says so.
  failed += 1;
  notes.push(`system packages missing: ${stillMissing.join(', ')}`);
}

/** How long each phase took, printed above the total so a slow phase shows. */
const timings = [];
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const since = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${seconds(since)}`);
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
  // CI shows only the end of the output: name every failure there, so it can be found without the whole log.
  for (const file of r.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults) {
      if (test.status === 'failed') notes.push(`failed: ${name} › ${test.fullName}`);
    }
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      notes.push(`failed to run: ${name}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
}

/** The titles of the journeys that failed every attempt, from a Playwright JSON report. */
function failedJourneys(suites, titles = []) {
  const found = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') found.push(`${[...path, spec.title].join(' › ')} [${test.projectName}]`);
      }
    }
    found.push(...failedJourneys(suite.suites, path));
  }
  return found;
}

/** One Playwright run in the background over `files`, against its own server and database on its own port. */
function playwrightShard(shard, files, port) {
  const report = `${tmp}/playwright-${shard}.json`;
  const log = `${tmp}/playwright-${shard}.log`;
  rmSync(report, { force: true });
  const out = openSync(log, 'w');
  const child = spawn('npx', ['playwright', 'test', '--reporter=list,json', ...files], {
    stdio: ['ignore', out, out],
    env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ shard, report, log, ok: code === 0 })));
}

/**
 * The journeys in two shards at once, each with its own server and demo database, so they share no state:
 * one run alone leaves a core idle while its server or browser waits. Spec files alternate between the
 * shards in name order (Playwright's own --shard splits by test count, which put most of the time in one).
 * Each shard's log is printed whole.
 */
async function playwright() {
  const shards = 2;
  const specs = readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `tests/e2e/${name}`);
  console.log(`\n▶ playwright: ${specs.length} spec files in ${shards} shards, each on its own server`);
  const since = Date.now();
  const results = await Promise.all(
    Array.from({ length: shards }, (_, i) =>
      playwrightShard(
        i + 1,
        specs.filter((_, n) => n % shards === i),
        4310 + 20 * i,
      ),
    ),
  );
  timings.push(`playwright ${seconds(since)}`);
  for (const { shard, report, log, ok } of results) {
    console.log(`\n▶ playwright shard ${shard}/${shards}\n${readFileSync(log, 'utf8')}`);
    if (!existsSync(report)) {
      failed += 1;
      notes.push(`playwright shard ${shard} produced no report`);
      continue;
    }
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const s = json.stats;
    for (const title of failedJourneys(json.suites)) notes.push(`failed: ${title}`);
    passed += s.expected + s.flaky;
    failed += s.unexpected + (ok || s.unexpected > 0 ? 0 : 1);
    if (s.skipped) notes.push(`playwright shard ${shard}: ${s.skipped} skipped`);
    if (s.flaky) notes.push(`playwright shard ${shard}: ${s.flaky} flaky`);
  }
}

/**
 * A check run in the background, its output kept and printed when it ends: the type check is one thread
 * for a minute, so it runs beside ESLint and Prettier (one thread each) rather than before them.
 */
function backgroundCheck(label, command, args) {
  const since = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}\n${output}`);
      timings.push(`${label} ${seconds(since)} (in the background)`);
      if (code === 0) passed += 1;
      else {
        failed += 1;
        notes.push(`${label} failed`);
      }
      resolve();
    }),
  );
}

check('build', 'npm', ['run', 'build', '--silent']);
const typecheck = backgroundCheck('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('eslint', 'npx', ['eslint', '.']);
check('layers', 'npx', ['depcruise', 'src/app', '--config', '.dependency-cruiser.cjs']);
check('server layers', 'npx', ['depcruise', '--config', '.dependency-cruiser.server.cjs', 'src/server', 'src/shared']);
check('knip', 'npx', ['knip', '--no-progress']);
check('prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await typecheck;
vitest('unit', ['unit', 'unit-node']);
vitest('api', ['api', 'api-pg']);
// After the build: the production bundle installed and run as an operator would, then N instances behind nginx.
vitest('deploy', ['deploy']);
await playwright();

console.log(`\ntimings: ${timings.join(', ')}; all ${seconds(started)}`);
for (const note of notes) console.log(`note: ${note}`);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${tmp}/summary.txt`, `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
