import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export class ProcessFailed extends Error {
  constructor(
    readonly command: string,
    readonly code: number | null,
    readonly stderrTail: string,
  ) {
    super(`${command} exited with code ${code ?? 'null'}${stderrTail ? `: ${stderrTail}` : ''}`);
  }
}

/** Keeps the last lines of a tool's error output: the useful part of a failure, bounded in size. */
const TAIL_CHARS = 2000;

/** The tools this process is running, so a shutdown can end them. */
const running = new Set<ReturnType<typeof spawn>>();

let setpriv: string | null | undefined;

/** util-linux's setpriv, when this is Linux and it is installed. */
function findSetpriv(): string | null {
  if (setpriv !== undefined) return setpriv;
  setpriv = null;
  if (process.platform !== 'linux') return setpriv;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    try {
      accessSync(path.join(dir, 'setpriv'), constants.X_OK);
      setpriv = path.join(dir, 'setpriv');
      break;
    } catch {
      // Not in this folder.
    }
  }
  return setpriv;
}

/**
 * The kernel kills the tool when this process dies, even by SIGKILL (no exit hook runs then): a crashed
 * server leaves no ffmpeg behind. setpriv execs the tool in place, so the child's pid is the tool's.
 */
function spawnTied(command: string, args: readonly string[], cwd: string | undefined) {
  const tie = findSetpriv();
  const [file, argv] = tie ? [tie, ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, args];
  return spawn(file, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Ends every tool still running (shutdown): their work is retried by the job queue. */
export function stopAllProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Runs a command to completion; stdout is returned, a non-zero exit throws with the end of stderr. */
export function runProcess(
  command: string,
  args: readonly string[],
  { cwd, timeoutMs = 2 * 3600_000 }: { cwd?: string; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnTied(command, args, cwd);
    running.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-TAIL_CHARS)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (code === 0) resolve(out);
      else reject(new ProcessFailed(command, code, lastLines(err)));
    });
  });
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' ').trim();
}
