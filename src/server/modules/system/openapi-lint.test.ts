import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { apiRouters } from '../../app';
import { buildOpenApiDocument } from './openapi';

const run = promisify(execFile);
/** Resolved as a package (not a path), so the dependency is declared where it is used. */
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
let dir: string | undefined;
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

it('passes `redocly lint` (its recommended rules) with 0 errors', async () => {
  dir = await mkdtemp(join(tmpdir(), 'stagepass-openapi-'));
  const file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(buildOpenApiDocument(apiRouters(), 'https://stagepass.test')));
  const { stdout } = await run(process.execPath, [redocly, 'lint', file, '--format=json'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as LintReport;
  const errors = report.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
  expect(errors).toEqual([]);
  expect(report.totals.errors).toBe(0);
});
