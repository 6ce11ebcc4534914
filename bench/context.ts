import type { SectionResult } from './report';
import { ensurePwaBuild, type PwaBuild } from './pwa-build';
import { startStagepass, type RunningServer } from './server';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BenchOptions {
  /** Shorter load runs and one Lighthouse run per page instead of the median of three. */
  quick: boolean;
  /** Section ids to run; null runs all. */
  only: string[] | null;
}

/** One part of the report. Register it in bench/run.ts's SECTIONS: that one line is all a new section needs. */
export interface Section {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<SectionResult>;
}

/** Runs `make` once; later calls share its promise, a failure included (so a broken server is not retried). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}

/** What the sections share: options, the PWA build, one PGlite server, and cleanup on exit. */
export class BenchContext {
  private readonly cleanups: (() => Promise<void> | void)[] = [];

  constructor(
    readonly root: string,
    readonly options: BenchOptions,
  ) {}

  /** Progress goes to stderr so stdout is the report alone. */
  log(message: string): void {
    process.stderr.write(`  · ${message}\n`);
  }

  /** Registered teardown runs at the end, or on Ctrl-C, newest first. */
  onCleanup(fn: () => Promise<void> | void): void {
    this.cleanups.push(fn);
  }

  async cleanup(): Promise<void> {
    for (const fn of this.cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        process.stderr.write(`  · cleanup failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  }

  /** `npm run build` when dist/ is missing or older than the app's sources (once per bench run). */
  readonly pwaBuild: () => Promise<PwaBuild> = once(() => ensurePwaBuild(this));

  /** The real server on PGlite with demo data, started once and shared by the sections that need a site to load. */
  readonly pgliteServer: () => Promise<RunningServer> = once(async () => {
    this.log('starting the server on PGlite (fresh DATA_DIR, demo data)…');
    const server = await startStagepass({ label: 'Stagepass server on PGlite', root: this.root });
    this.onCleanup(() => server.stop());
    this.log(`PGlite server ready on ${server.url} after ${server.startSeconds.toFixed(1)} s`);
    return server;
  });
}
