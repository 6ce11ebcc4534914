import autocannon from 'autocannon';
import type { Section } from './context';
import { emptyResult, errorText, type SectionResult } from './report';
import { SCALE, startScaledStagepass } from './scaled-demo';
import type { RunningServer } from './server';

const HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** What an admin's screens ask all day: the dashboard's sales series and the users list (searched, filtered). */
const ROUTES: { label: string; path: string }[] = [
  { label: 'dashboard: sales, 90 days by day (USD)', path: '/admin-api/dashboard/sales?interval=day&currency=USD' },
  { label: 'dashboard: sales by month (EUR)', path: '/admin-api/dashboard/sales?interval=month&currency=EUR' },
  { label: 'dashboard: top creators, 30 days (USD)', path: '/admin-api/dashboard/top-creators?currency=USD' },
  { label: 'users list: newest first', path: '/admin-api/users?limit=25&sort=-created_at' },
  {
    label: 'users list: search + filters',
    path: '/admin-api/users?limit=25&search=an&filter[kind]=creator&filter[status][in]=approved,pending&sort=name',
  },
];

async function adminToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@stagepass.local', password: 'stagepass', scopes: ['backend'] }),
  });
  if (!response.ok) throw new Error(`demo admin sign-in answered ${response.status}`);
  return ((await response.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

export const admin: Section = {
  id: 'admin',
  title: `Back-office latency on scaled demo data (scale ${SCALE}, PGlite)`,
  async run(ctx): Promise<SectionResult> {
    const result = emptyResult();
    try {
      const { server, loadSeconds } = await startScaledStagepass(ctx, 'Stagepass server on scaled PGlite (admin)');
      const headers = { ...HEADERS, authorization: `Bearer ${await adminToken(server)}` };
      const seconds = ctx.options.quick ? 3 : 10;
      const rows = [];
      for (const route of ROUTES) {
        const url = server.url + route.path;
        const probe = await fetch(url, { headers });
        if (!probe.ok) {
          result.failures.push(`${route.label}: answered ${probe.status}`);
          continue;
        }
        await autocannon({ url, headers, connections: 4, duration: 1 });
        const r = await autocannon({ url, headers, connections: 4, duration: seconds });
        rows.push([route.label, Math.round(r.requests.average), r.latency.p50, r.latency.p99]);
        result.data[route.label] = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
      }
      result.tables.push({
        columns: [{ label: 'query' }, { label: 'req/s' }, { label: 'p50 ms' }, { label: 'p99 ms' }],
        rows,
      });
      result.notes.push(
        `scale ${SCALE} loaded in ${loadSeconds.toFixed(0)} s; 4 connections, ${seconds} s per query after a 1 s warm-up.`,
      );
    } catch (error) {
      result.failures.push(errorText(error));
    }
    return result;
  },
};
