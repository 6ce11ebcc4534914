/**
 * One kind of background work, run with the context `C` the queue was opened with (the server's Deps).
 * Handlers must be safe to run twice: a crash after the work but before completion retries it.
 */
export interface JobDefinition<T extends object = object, C = unknown> {
  /** pg-boss queue name: lower-case words joined by dashes. */
  name: string;
  run(context: C, data: T): Promise<void>;
  /** Cron expression (UTC) for work that runs on a schedule rather than on demand. */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Longest a live run may take before pg-boss fails (and retries) it; a dead worker's run is noticed sooner, by its lapsed heartbeat. */
  expireInSeconds?: number;
}
