import type { Database } from '../db/client';

/**
 * pg-boss 10 fails an active job once `started_on + expire_in` has passed (its maintenance run), and has no
 * heartbeat of its own: while a job runs, its worker keeps pushing that moment `lapseSeconds` ahead. A worker
 * that dies stops pushing, so its job is failed, and retried, within `lapseSeconds` plus one maintenance run,
 * however long the job's own expiry (the cap on a live but hung run).
 */
const EXTEND = `
  UPDATE pgboss.job SET expire_in = (now() - started_on) + $3 * interval '1 second'
  WHERE name = $1 AND id = $2 AND state = 'active'`;

/** Runs `work` while beating for job `id` of queue `name`: first at once, then four times per lapse. */
export async function withHeartbeat<T>(
  database: Database,
  { name, id, lapseSeconds }: { name: string; id: string; lapseSeconds: number },
  work: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<T> {
  const beat = () => database.executeSql(EXTEND, [name, id, lapseSeconds]).then(() => undefined, onError);
  await beat();
  const timer = setInterval(() => void beat(), (lapseSeconds * 1000) / 4);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
