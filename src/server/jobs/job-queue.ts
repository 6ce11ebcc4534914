import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client';
import type { Deps } from '../deps';
import { allJobs } from './all-jobs';
import { boundSql } from './bound-sql';
import type { JobDefinition } from './define-job';

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

function queueOptions(job: JobDefinition): PgBoss.Queue {
  return {
    name: job.name,
    retryLimit: job.retryLimit ?? 3,
    retryDelay: job.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? 15 * 60,
  };
}

/** `worker` is the server process: it also keeps the schedules and cleans up old jobs. */
function newBoss(database: Database, { migrate = false, worker = false } = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    migrate,
    supervise: worker,
    schedule: worker,
  });
}

/** Installs pg-boss's tables and one queue per job; part of migrating the database. */
export async function installJobQueues(database: Database): Promise<void> {
  const boss = newBoss(database, { migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  for (const job of allJobs) await boss.createQueue(job.name, queueOptions(job));
  await boss.stop({ graceful: false, close: false, wait: true });
}

/**
 * Background work as pg-boss jobs in the product's own database, so any instance may run them.
 * Tests and the demo loader call `drain()`; the server calls `work()`.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  #working = false;

  private constructor(boss: PgBoss) {
    this.#boss = boss;
  }

  static async open(
    database: Database,
    { worker = false, onError = () => undefined }: { worker?: boolean; onError?: (error: unknown) => void } = {},
  ): Promise<JobQueue> {
    const boss = newBoss(database, { worker });
    boss.on('error', onError);
    await boss.start();
    return new JobQueue(boss);
  }

  async send<T extends object>(job: JobDefinition<T>, data: T, options: SendOptions = {}): Promise<void> {
    await this.#boss.send(job.name, data, {
      ...queueOptions(job as JobDefinition),
      ...(options.startAfter && { startAfter: options.startAfter }),
      ...(options.singletonKey && { singletonKey: options.singletonKey }),
      ...(options.tx && { db: txAdapter(options.tx) }),
    });
  }

  /** Runs every queued job (delayed ones too with `includeDelayed`) until none is left; returns how many ran. */
  async drain(deps: Deps, options: { includeDelayed?: boolean; only?: JobDefinition<never>[] } = {}): Promise<number> {
    const jobs = (options.only as JobDefinition[] | undefined) ?? allJobs;
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
            await job.run(deps, item.data);
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
  async work(deps: Deps): Promise<void> {
    if (this.#working) return;
    this.#working = true;
    for (const job of allJobs) {
      await this.#boss.work<object>(job.name, { pollingIntervalSeconds: 2 }, async ([item]) => {
        if (item) await job.run(deps, item.data);
      });
      if (job.cron) await this.#boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
  }

  async stop(): Promise<void> {
    await this.#boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
  }
}
