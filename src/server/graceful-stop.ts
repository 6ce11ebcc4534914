import type { ServerType } from '@hono/node-server';
import type { WebSocketServer } from 'ws';
import type { Database } from './db/client';
import type { Deps } from './deps';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './logger';
import { CLOSE_RESTARTING, type RealtimeHub } from './realtime/hub';

export interface Running {
  server: ServerType;
  realtime: { hub: RealtimeHub; websocket: { server: WebSocketServer } };
  jobs: JobQueue<Deps>;
  database: Database;
  log: Logger;
}

/** A socket that does not answer the closing handshake is cut after this long. */
const SOCKET_GRACE_MS = 5000;
/** Whatever still runs after this long is abandoned: the process exits non-zero and the queue retries its jobs. */
const STOP_LIMIT_MS = 30_000;

/**
 * SIGTERM on one instance of N: stop accepting (the proxy sends new requests to the others), finish the
 * requests in flight, close every socket with "service restart" so clients reconnect through the proxy,
 * let running jobs finish or hand them back to the queue, then close the database.
 */
export function gracefulStop({ server, realtime, jobs, database, log }: Running): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), STOP_LIMIT_MS).unref();
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const sockets = realtime.websocket.server.clients;
    const socketsDone = realtime.hub.close().then(() => {
      // Sockets that never authenticated are not the hub's.
      for (const socket of sockets) socket.close(CLOSE_RESTARTING, 'server restarting');
      setTimeout(() => {
        for (const socket of sockets) socket.terminate();
      }, SOCKET_GRACE_MS).unref();
    });
    void Promise.all([requestsDone, socketsDone, jobs.stop()])
      .then(() => database.close())
      .then(
        () => {
          clearTimeout(force);
          log.info('stopped', { signal });
          process.exit(0);
        },
        (error: unknown) => {
          log.error('shutdown failed', error);
          process.exit(1);
        },
      );
  };
}
