// What the database did during a bench run, figures that do not depend on the machine's load: statements
// (pg_stat_statements, BEGIN/COMMIT included) and what active sessions were waiting on (pg_stat_activity sampled).
import pg from 'pg';

/** Cluster settings the profile needs (`startCluster(PROFILE_SETTINGS)`). */
export const PROFILE_SETTINGS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_utility=on'];

// Every 20 ms: about a thousand samples in a 20 s run, and little CPU taken from what is measured.
const SAMPLE_MS = 20;
/** The profile's own statements, left out of the counts. */
const OWN = `query not ilike '%pg_stat_%'`;

export interface DbProfile {
  statements: number;
  /** The most frequent statements, `calls × text`. */
  top: string[];
  samples: number;
  /** Per wait event (`Lock:transactionid`, `LWLock:…`; `CPU` when running, `in transaction` when idle inside one), the mean sessions in it. */
  waits: Record<string, number>;
}

/** `backendPid` is the sampling session's own backend, which CPU accounting leaves out. */
export async function startDbProfile(databaseUrl: string): Promise<{ backendPid: number; stop(): Promise<DbProfile> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backendPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  await client.query('create extension if not exists pg_stat_statements');
  await client.query('select pg_stat_statements_reset()');
  const totals = new Map<string, number>();
  let samples = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string; n: number }>(
        `select case when state = 'idle in transaction' then 'in transaction'
                     when wait_event_type = 'Lock'
                       then 'Lock:' || wait_event || ' (' || left(regexp_replace(query, '\\s+', ' ', 'g'), 60) || ')'
                     else coalesce(wait_event_type || ':' || wait_event, 'CPU') end as wait, count(*)::int as n
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and state in ('active', 'idle in transaction') and query not ilike 'LISTEN%'
          group by 1`,
      );
      samples += 1;
      for (const r of rows) totals.set(r.wait, (totals.get(r.wait) ?? 0) + r.n);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    backendPid,
    async stop() {
      running = false;
      await sampling;
      const sum = await client.query<{ n: number }>(
        `select coalesce(sum(calls), 0)::int as n from pg_stat_statements where ${OWN}`,
      );
      const top = await client.query<{ calls: number; query: string }>(
        `select calls::int, query from pg_stat_statements where ${OWN} order by calls desc limit 40`,
      );
      await client.end();
      const waits = Object.fromEntries(
        [...totals]
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => [k, Math.round((v / Math.max(1, samples)) * 100) / 100]),
      );
      return {
        statements: sum.rows[0]!.n,
        top: top.rows.map((r) => `${r.calls} × ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`),
        samples,
        waits,
      };
    },
  };
}

/** "2.1 CPU, 0.4 Lock:transactionid, …": mean sessions per state, largest first. */
export function describeWaits(profile: DbProfile): string {
  return Object.entries(profile.waits)
    .slice(0, 6)
    .map(([wait, n]) => `${n} ${wait}`)
    .join(', ');
}
