import type { ResumeEntry } from '@app/platform/storage';

/** How often a playing video writes its position: to this device often, to the server less so. */
export const LOCAL_SAVE_INTERVAL_MS = 1000;
export const SERVER_SAVE_INTERVAL_MS = 10_000;

export interface ResumeSinks {
  local(entry: ResumeEntry): Promise<void> | void;
  /** Absent when signed out. */
  server?: (entry: ResumeEntry) => Promise<void> | void;
  now(): number;
}

/**
 * Throttles the position writes of one playing video: `record` on every timeupdate writes at most
 * once a second locally and once every ten seconds to the server; `flush` (pause, seek, leaving the
 * page, the end) writes both at once. A position that did not change is not written again.
 */
export class ResumeRecorder {
  private lastLocal = Number.NEGATIVE_INFINITY;
  private lastServer = Number.NEGATIVE_INFINITY;
  private lastServerPosition: number | undefined;
  private latest: { position: number; duration: number } | undefined;

  constructor(private readonly sinks: ResumeSinks) {}

  record(position: number, duration: number): void {
    if (!Number.isFinite(position) || !(duration > 0)) return;
    this.latest = { position, duration };
    const now = this.sinks.now();
    if (now - this.lastLocal >= LOCAL_SAVE_INTERVAL_MS) {
      this.lastLocal = now;
      void this.sinks.local(this.entry(now));
    }
    if (this.sinks.server && now - this.lastServer >= SERVER_SAVE_INTERVAL_MS) {
      this.sendToServer(now);
    }
  }

  flush(): void {
    if (!this.latest) return;
    const now = this.sinks.now();
    this.lastLocal = now;
    void this.sinks.local(this.entry(now));
    if (this.sinks.server && this.lastServerPosition !== this.latest.position) this.sendToServer(now);
  }

  private sendToServer(now: number) {
    this.lastServer = now;
    this.lastServerPosition = this.latest!.position;
    void Promise.resolve(this.sinks.server?.(this.entry(now))).catch(() => undefined);
  }

  private entry(now: number): ResumeEntry {
    const { position, duration } = this.latest!;
    // Down to the tenth, so the stored time never shows a later second than the player did (7.96 → 0:07).
    const tenths = Math.floor(position * 10 + 1e-6) / 10;
    return { position: tenths, duration, updated_at: new Date(now).toISOString() };
  }
}
