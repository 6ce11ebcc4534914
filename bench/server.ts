import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port';

export { freePort };

export interface RunningServer {
  label: string;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  /** Seconds from spawn until the ready path answered 200. */
  startSeconds: number;
  /** CPU milliseconds (user + system) the process has used so far, from /proc; null where there is none. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A process's /proc stat fields after the command name (which may hold spaces), or null once it is gone. */
function statOf(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const fields = statOf(pid);
  // utime and stime are the 12th and 13th fields after the command name.
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : null;
}

/**
 * CPU milliseconds used so far by a process and its children, living or ended: a PostgreSQL postmaster and its
 * backends. An ended child's time is in its parent's cutime and cstime (the 14th and 15th fields) once reaped.
 * `except` leaves out living children (the bench's own sampling session).
 */
export function processTreeCpuMs(rootPid: number, except: ReadonlySet<number> = new Set()): number | null {
  const root = statOf(rootPid);
  if (!root) return null;
  let ticks = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statOf(name);
    // The parent's id is the 2nd field after the command name.
    if (fields && Number(fields[1]) === rootPid && !except.has(Number(name)))
      ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

export interface ChildServerOptions {
  label: string;
  cwd: string;
  /** Arguments to this same `node` binary. */
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  /** Polled until it answers 200. */
  readyPath: string;
  timeoutMs: number;
  /** Removed once the child has exited. */
  tempDirs?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the last lines a child printed, to explain a failed start. */
function tail(max = 40) {
  let lines: string[] = [];
  return {
    push(chunk: Buffer) {
      lines = [...lines, ...chunk.toString('utf8').split('\n').filter(Boolean)].slice(-max);
    },
    text: () => lines.map((l) => `  | ${l}`).join('\n'),
  };
}

/** Spawns `node <args>` and resolves once `readyPath` answers 200; rejects with the child's output if it dies or stalls. */
export async function startChildServer(options: ChildServerOptions): Promise<RunningServer> {
  const started = performance.now();
  const url = `http://127.0.0.1:${options.port}`;
  const output = tail();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', output.push);
  child.stderr.on('data', output.push);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    });
  });
  const removeTemp = () => {
    for (const dir of options.tempDirs ?? []) rmSync(dir, { recursive: true, force: true });
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (exit === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    removeTemp();
  };

  const deadline = started + options.timeoutMs;
  let lastProblem = 'no answer yet';
  while (performance.now() < deadline) {
    if (exit !== null) {
      removeTemp();
      throw new Error(`${options.label} exited before it was ready (${exit}). Its last output:\n${output.text()}`);
    }
    try {
      const response = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) {
        return {
          label: options.label,
          url,
          port: options.port,
          startSeconds: (performance.now() - started) / 1000,
          cpuMs: () => cpuMsOf(child.pid),
          stop,
        };
      }
      lastProblem = `${options.readyPath} answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  await stop();
  throw new Error(
    `${options.label} was not ready within ${options.timeoutMs / 1000} s (${lastProblem}). Its last output:\n${output.text()}`,
  );
}

/** Variables that would point the child somewhere else than the bench intends. */
const INHERITED_OUT = ['DATABASE_URL', 'PORT', 'HOST', 'PUBLIC_URL', 'DATA_DIR', 'DEMO', 'LOG_LEVEL', 'STATIC_DIR'];

/**
 * `BENCH_CPU_PROF=<dir>` writes a V8 CPU profile of each Stagepass server into that directory when it stops
 * (Node takes `--cpu-prof` only as an argument, never from NODE_OPTIONS).
 */
function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/**
 * The production server as operators run it (`build/main.js`, made by `npm run build`: the bench builds it first
 * when stale) on a free port with a fresh DATA_DIR and demo data:
 * PGlite unless `databaseUrl` is given. Ready once `/api/health` answers 200 (migrations and demo data done).
 */
export async function startStagepass(options: {
  label: string;
  root: string;
  databaseUrl?: string;
  /** A DATA_DIR the caller prepared and removes; by default a fresh one, removed when the server stops. */
  dataDir?: string;
  /** Load the demo data into an empty database (the default). */
  demo?: boolean;
  /** More variables for the child, e.g. the payment provider. */
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'stagepass-bench-data-'));
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of INHERITED_OUT) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO: options.demo === false ? '0' : '1',
    LOG_LEVEL: 'error',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  return startChildServer({
    label: options.label,
    cwd: options.root,
    args: [...cpuProfileArgs(), 'build/main.js'],
    env,
    port,
    readyPath: '/api/health',
    timeoutMs: options.timeoutMs ?? 180_000,
    tempDirs: options.dataDir ? [] : [dataDir],
  });
}

/** The bare Hono baseline (bench/bare-hono.mjs): the same framework and adapter with one JSON route and nothing else. */
export async function startBareHono(root: string): Promise<RunningServer> {
  const port = await freePort();
  return startChildServer({
    label: 'bare Hono baseline',
    cwd: root,
    args: ['bench/bare-hono.mjs'],
    env: { ...process.env, PORT: String(port) },
    port,
    readyPath: '/api/ping',
    timeoutMs: 30_000,
  });
}
