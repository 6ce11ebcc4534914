import autocannon from 'autocannon';
import type { Section } from './context';
import { emptyResult, errorText, type SectionResult } from './report';
import { SCALE, startScaledStagepass } from './scaled-demo';
import type { RunningServer } from './server';

const HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Discovery queries a fan runs all day: a Japanese and a Latin autocomplete, a filtered search, the ranked feed. */
const ROUTES: { label: string; path: string; signedIn?: boolean }[] = [
  { label: 'autocomplete (Japanese)', path: `/api/autocomplete?query=${encodeURIComponent('ダンス')}` },
  { label: 'autocomplete (Latin)', path: '/api/autocomplete?query=hou' },
  { label: 'search: text + type filter', path: '/api/search/content?search=house&filter[type][in]=1,2,3&limit=20' },
  { label: 'search: free tutorials', path: '/api/search/content?filter[type][in]=5,6&scopes=free&limit=20' },
  { label: 'fan feed (signed in)', path: '/api/feed/content?limit=20', signedIn: true },
];

async function fanToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fan@stagepass.local', password: 'stagepass' }),
  });
  if (!response.ok) throw new Error(`demo fan sign-in answered ${response.status}`);
  return ((await response.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

async function countContent(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/api/content?limit=1`, { headers: HEADERS });
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

export const discovery: Section = {
  id: 'discovery',
  title: `Discovery latency on scaled demo data (scale ${SCALE}, PGlite)`,
  async run(ctx): Promise<SectionResult> {
    const result = emptyResult();
    try {
      const { server, loadSeconds } = await startScaledStagepass(ctx, 'Stagepass server on scaled PGlite');
      const token = await fanToken(server);
      const published = await countContent(server);
      const seconds = ctx.options.quick ? 3 : 10;
      const rows = [];
      for (const route of ROUTES) {
        const headers = route.signedIn ? { ...HEADERS, authorization: `Bearer ${token}` } : HEADERS;
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
        `${published} publicly listed items after loading scale ${SCALE} in ${loadSeconds.toFixed(0)} s; ` +
          `4 connections, ${seconds} s per query after a 1 s warm-up.`,
      );
    } catch (error) {
      result.failures.push(errorText(error));
    }
    return result;
  },
};
