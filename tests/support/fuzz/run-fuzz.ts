import fc from 'fast-check';
import { operationsOf } from './operations';
import { brokenBodies, requestArbitrary, type FuzzRequest, type Operation } from './requests';
import { signInDemoAccounts, type Identity } from './session';

export interface FuzzOptions {
  seed: number;
  /** Generated requests per operation and caller; the broken bodies come on top. */
  runs: number;
  inFlight: number;
  answerWithinMs: number;
  /** Resolves with a reason when the server process has ended. */
  died: () => string | undefined;
}

export interface Finding {
  operation: string;
  caller: string;
  request: string;
  status: number | string;
  answer: string;
}

export interface FuzzResult {
  operations: number;
  /** Operations that answered 2xx at least once: how far past the checks the run got. */
  succeeded: Set<string>;
  sent: number;
  statuses: Map<number | string, number>;
  findings: Finding[];
}

/** A stable seed per operation and caller, so one operation's requests do not depend on the others. */
function seedOf(seed: number, text: string): number {
  let hash = seed;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function requestsFor(op: Operation, caller: Identity, options: FuzzOptions): FuzzRequest[] {
  const generated = fc.sample(requestArbitrary(op), {
    seed: seedOf(options.seed, `${op.method} ${op.path} ${caller.name}`),
    numRuns: options.runs,
  });
  const broken = op.method === 'get' ? [] : brokenBodies(op, generated[0]?.url ?? op.path);
  const token = caller.tokens[op.scope] ?? caller.tokens.api;
  return [...generated, ...broken].map((req) => ({
    ...req,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
      ...req.headers,
    },
  }));
}

/** Node's default --max-http-header-size. */
const NODE_HEAD_LIMIT = 16 * 1024;

export const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** fetch says only "fetch failed": what the socket said is in its cause. */
function describeError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause ? `${String(error)} (${[cause.code, cause.message].filter(Boolean).join(': ')})` : String(error);
}

/**
 * Sends every operation of the server's OpenAPI document its generated requests, as each caller, a few at a
 * time, and records every status. A 5xx, a request left unanswered or a refused connection is a finding.
 */
export async function fuzzServer(url: string, options: FuzzOptions): Promise<FuzzResult> {
  const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as Parameters<typeof operationsOf>[0];
  const operations = operationsOf(doc);
  const callers = await signInDemoAccounts(url);
  const result: FuzzResult = {
    operations: operations.length,
    succeeded: new Set(),
    sent: 0,
    statuses: new Map(),
    findings: [],
  };
  const count = (status: number | string) => result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);

  for (const op of operations) {
    const jobs = callers.flatMap((caller) => requestsFor(op, caller, options).map((req) => ({ caller, req })));
    await inPool(jobs, options.inFlight, async ({ caller, req }) => {
      if (options.died()) return;
      result.sent += 1;
      const finding = {
        operation: `${op.method} ${op.path}`,
        caller: caller.name,
        request: `${req.method} ${clip(req.url, 200)}${typeof req.body === 'string' ? ` ${clip(req.body, 200)}` : req.body ? ' (invalid UTF-8 bytes)' : ''}`,
      };
      const send = () =>
        fetch(`${url}${req.url}`, {
          method: req.method,
          headers: req.headers,
          body: req.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.answerWithinMs),
        });
      try {
        let res: Response;
        try {
          res = await send();
        } catch (error) {
          if (timedOut(error) || req.url.length > NODE_HEAD_LIMIT) throw error;
          // A connection dropped once on a loaded machine (a keep-alive race, a body that missed the server's
          // drain deadline) is not the server failing the request: it goes again on a new connection, and a
          // request dropped every time is still a finding.
          res = await send();
          count('dropped once, answered on retry');
        }
        const answer = await res.text();
        count(res.status);
        if (res.status < 300) result.succeeded.add(finding.operation);
        if (res.status >= 500) result.findings.push({ ...finding, status: res.status, answer: clip(answer) });
      } catch (error) {
        // Node answers a request head past its limit with 431 and closes the socket, which a client still
        // sending the head may see as a reset instead: that is the refusal, not a failure.
        if (!timedOut(error) && req.url.length > NODE_HEAD_LIMIT) {
          count('431 (reset)');
          return;
        }
        const status = timedOut(error) ? 'no answer' : 'connection failed';
        count(status);
        result.findings.push({ ...finding, status, answer: describeError(error) });
      }
    });
    if (options.died()) break;
  }
  return result;
}

/** `fuzz: 9112 requests, statuses 200×693, 401×2107, …` and one line per kind of finding. */
export function report(result: FuzzResult): string[] {
  const statuses = [...result.statuses].sort(([a], [b]) => String(a).localeCompare(String(b)));
  const lines = [
    `fuzz: ${result.sent} requests, statuses ${statuses.map(([s, n]) => `${s}×${n}`).join(', ')}`,
    `fuzz: ${result.succeeded.size} of ${result.operations} operations answered 2xx at least once`,
  ];
  const byKind = new Map<string, Finding[]>();
  for (const f of result.findings) {
    const kind = `${f.status} ${f.operation}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), f]);
  }
  for (const [kind, [first, ...more]] of byKind) {
    lines.push(`fuzz finding: ${kind} (${more.length + 1}×), e.g. as ${first?.caller}: ${first?.request}`);
    lines.push(`  → ${first?.answer}`);
  }
  return lines;
}
