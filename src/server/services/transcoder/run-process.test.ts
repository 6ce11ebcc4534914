import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '@tests/support/wait';
import { ProcessFailed, runProcess, stopAllProcesses } from './run-process';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Whether a process runs (a zombie waiting for its reaper no longer does). */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat !== null && !/\) Z /.test(stat);
}

describe.skipIf(process.platform !== 'linux')('a tool the server runs', () => {
  it('dies with the server, even when the server is killed with SIGKILL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stagepass-run-process-'));
    dirs.push(dir);
    const pidFile = path.join(dir, 'tool.pid');
    const script = path.join(dir, 'server.mts');
    const module = fileURLToPath(new URL('./run-process.ts', import.meta.url));
    // The tool notes its pid, then becomes a long sleep (exec keeps the pid).
    await writeFile(
      script,
      `import { runProcess } from ${JSON.stringify(module)};
       await runProcess('sh', ['-c', 'echo $$ > ${pidFile}; exec sleep 600']);`,
    );
    const server = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const pid = await until('the tool to start', async () => {
      const noted = Number(await readFile(pidFile, 'utf8').catch(() => '0'));
      return noted > 0 ? noted : undefined;
    });
    expect(await alive(pid)).toBe(true);
    server.kill('SIGKILL');
    await exited;
    await until('the tool to end with the server', async () => ((await alive(pid)) ? undefined : true), 20_000);
  });

  it('is ended by stopAllProcesses (a shutdown), failing its run', async () => {
    const run = runProcess('sleep', ['600']);
    stopAllProcesses();
    await expect(run).rejects.toBeInstanceOf(ProcessFailed);
  });
});
