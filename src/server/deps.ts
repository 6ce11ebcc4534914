import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './services/mail/mailer';

/** What every request handler may reach: built once in main.ts (or the test harness) and set on the context. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Injected so throttles, expiries and jobs can be tested without waiting. */
  clock: { now(): number };
  /** Background work (transcoding, auto-publish, reminders, webhooks' follow-ups). */
  jobs: JobQueue<Deps>;
}
