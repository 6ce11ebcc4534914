import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Deps } from './deps';
import { hubFor } from './realtime/hub';

export interface Metrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

interface JobCount {
  name: string;
  state: string;
  n: number;
}

/** Jobs by queue and state (created, retry, active, failed…): the queue depth and the failures, one statement. */
async function jobCounts(deps: Deps): Promise<JobCount[]> {
  const { rows } = await deps.database.executeSql(
    'SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state',
  );
  return rows as JobCount[];
}

function createMetrics(deps: Deps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'stagepass_jobs',
    help: 'Background jobs by queue and state (created and retry are waiting; failed ran out of retries)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, state, n } of await jobCounts(deps).catch(() => [])) this.set({ queue: name, state }, n);
    },
  });
  new Gauge({
    name: 'stagepass_websocket_connections',
    help: 'Open WebSocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(hubFor(deps)?.connectedCount ?? 0);
    },
  });
  new Gauge({
    name: 'stagepass_db_pool_connections',
    help: 'PostgreSQL pool connections on this instance: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = deps.database.poolUse?.();
      if (!use) return;
      for (const [state, n] of Object.entries(use)) this.set({ state }, n);
    },
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
  };
}

const byDeps = new WeakMap<Deps, Metrics>();

/** This server's metrics (one registry per app, so test apps in one process never share counters). */
export function metricsFor(deps: Deps): Metrics {
  let metrics = byDeps.get(deps);
  if (!metrics) {
    metrics = createMetrics(deps);
    byDeps.set(deps, metrics);
  }
  return metrics;
}
