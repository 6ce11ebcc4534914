import { spawn } from 'node:child_process';

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

/** Runs a command to completion; stdout is returned, a non-zero exit throws with the end of stderr. */
export function runProcess(
  command: string,
  args: readonly string[],
  { cwd, timeoutMs = 2 * 3600_000 }: { cwd?: string; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-TAIL_CHARS)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new ProcessFailed(command, code, lastLines(err)));
    });
  });
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' ').trim();
}
