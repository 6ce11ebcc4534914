import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client';
import { boundSql } from './bound-sql';
import type { JobDefinition } from './job-definition';
import { withHeartbeat } from './job-heartbeat';

const SCHEMA = 'pgboss';

export interface SendOptions {
  startAfter?: Date;
  /** At most one queued job per key (e.g. one transcode per asset). */
  singletonKey?: string;
  /** Send inside this transaction: the job exists only if the transaction commits. */
  tx?: Tx;
}

function txAdapter(tx: Tx): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = (await tx.execute(boundSql(text, values ?? []))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

function queueOptions(job: JobDefinition<never, never>): PgBoss.Queue {
  return {
    name: job.name,
    retryLimit: job.retryLimit ?? 3,
    retryDelay: job.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? 15 * 60,
  };
}

/** How soon a dead worker's job is retried when the server is not told otherwise (JOB_RECOVERY_SECONDS). */
export const DEFAULT_RECOVERY_SECONDS = 60;

/**
 * `worker` is the server process: it also keeps the schedules and runs the maintenance that fails (and so
 * retries) jobs whose heartbeat lapsed, every `recoverySeconds`.
 */
function newBoss(database: Database, { migrate = false, worker = false, recoverySeconds = 0 } = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    migrate,
    supervise: worker,
    schedule: worker,
    ...(recoverySeconds > 0 && { maintenanceIntervalSeconds: recoverySeconds }),
  });
}

export interface OpenOptions {
  worker?: boolean;
  onError?: (error: unknown) => void;
  /** A running job's heartbeat lapses after this long; a worker also looks for lapsed jobs this often. */
  recoverySeconds?: number;
}

/** Every job a queue runs, as the composition root lists them (src/server/background-jobs.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own payload type
export type JobList<C> = readonly JobDefinition<any, C>[];

/** Installs pg-boss's tables and one queue per job; part of migrating the database. */
export async function installJobQueues(database: Database, jobs: JobList<never>): Promise<void> {
  const boss = newBoss(database, { migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  for (const job of jobs) await boss.createQueue(job.name, queueOptions(job));
  await boss.stop({ graceful: false, close: false, wait: true });
}

/**
 * Background work as pg-boss jobs in the product's own database, so any instance may run them. It knows no
 * job itself: the composition root opens it with the list, and each run gets the context `C` (the server's Deps).
 * Tests and the demo loader call `drain()`; the server calls `work()`.
 */
export class JobQueue<C> {
  readonly #boss: PgBoss;
  readonly #jobs: JobList<C>;
  readonly #database: Database;
  readonly #recoverySeconds: number;
  readonly #onError: (error: unknown) => void;
  #working = false;

  private constructor(
    boss: PgBoss,
    jobs: JobList<C>,
    database: Database,
    recoverySeconds: number,
    onError: (error: unknown) => void,
  ) {
    this.#boss = boss;
    this.#jobs = jobs;
    this.#database = database;
    this.#recoverySeconds = recoverySeconds;
    this.#onError = onError;
  }

  static async open<C>(
    database: Database,
    jobs: JobList<C>,
    { worker = false, onError = () => undefined, recoverySeconds = DEFAULT_RECOVERY_SECONDS }: OpenOptions = {},
  ): Promise<JobQueue<C>> {
    const boss = newBoss(database, { worker, recoverySeconds });
    boss.on('error', onError);
    await boss.start();
    return new JobQueue(boss, jobs, database, recoverySeconds, onError);
  }

  /** Runs one fetched job, keeping it alive in the queue for as long as it runs. */
  #run(context: C, job: JobDefinition<object, C>, item: PgBoss.Job<object>): Promise<void> {
    const beat = { name: job.name, id: item.id, lapseSeconds: this.#recoverySeconds };
    return withHeartbeat(this.#database, beat, () => job.run(context, item.data), this.#onError);
  }

  async send<T extends object>(job: JobDefinition<T, C>, data: T, options: SendOptions = {}): Promise<void> {
    await this.#boss.send(job.name, data, {
      ...queueOptions(job),
      ...(options.startAfter && { startAfter: options.startAfter }),
      ...(options.singletonKey && { singletonKey: options.singletonKey }),
      ...(options.tx && { db: txAdapter(options.tx) }),
    });
  }

  /** Runs every queued job (delayed ones too with `includeDelayed`) until none is left; returns how many ran. */
  async drain(context: C, options: { includeDelayed?: boolean; only?: JobList<C> } = {}): Promise<number> {
    const jobs = options.only ?? this.#jobs;
    let ran = 0;
    for (let round = 0; round < 50; round += 1) {
      let ranThisRound = 0;
      for (const job of jobs) {
        const fetched = await this.#boss.fetch<object>(job.name, {
          batchSize: 20,
          ignoreStartAfter: options.includeDelayed ?? false,
        });
        for (const item of fetched) {
          try {
            await this.#run(context, job, item);
            await this.#boss.complete(job.name, item.id);
          } catch (error) {
            await this.#boss.fail(job.name, item.id, { message: String(error) });
          }
          ranThisRound += 1;
        }
      }
      ran += ranThisRound;
      if (ranThisRound === 0) break;
    }
    return ran;
  }

  /** Starts polling workers and the cron schedules (the server process only, opened with `worker`). */
  async work(context: C): Promise<void> {
    if (this.#working) return;
    this.#working = true;
    for (const job of this.#jobs) {
      await this.#boss.work<object>(job.name, { pollingIntervalSeconds: 2 }, async ([item]) => {
        if (item) await this.#run(context, job, item);
      });
      if (job.cron) await this.#boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
  }

  async stop(): Promise<void> {
    await this.#boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
  }
}
