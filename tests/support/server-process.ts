import { spawn } from 'node:child_process';
import { freePort } from './free-port';
import { WAIT_MS } from './wait';

/** The real server (`src/server/main.ts`) in a child process, for tests that must stop it abruptly. */
export interface ServerProcess {
  url: string;
  /** Resolves when the process has ended: the signal that ended it, or its exit code. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends it at once (SIGKILL: no shutdown hook, no pending commit runs) and waits for it. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM: it drains and shuts down) and waits for it. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it printed, to explain a failure. */
  output(): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How the server is run: from its TypeScript sources (the default), or the production build in `cwd`. */
export interface ServerCommand {
  args: string[];
  cwd: string;
}

export const FROM_SOURCES: ServerCommand = { args: ['--import', 'tsx', 'src/server/main.ts'], cwd: process.cwd() };

/**
 * Starts the server (by default `node --import tsx src/server/main.ts`) with only the variables given (plus PATH
 * and HOME, never the test runner's own DATABASE_URL or TEST_DB), and resolves once /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 5 * WAIT_MS,
  command: ServerCommand = FROM_SOURCES,
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO: '0',
      LOG_LEVEL: 'error',
      STATIC_DIR: '.tmp/no-static-dir',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve(ended);
    });
  });
  const kill = async () => {
    if (!ended) child.kill('SIGKILL');
    await exited;
  };
  const terminate = () => {
    if (!ended) child.kill('SIGTERM');
    return exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited before it was ready:\n${printed}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return { url, exited, kill, terminate, output: () => printed };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await kill();
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${printed}`);
}
