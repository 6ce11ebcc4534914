import type { Hono } from 'hono';
import { beforeEach } from 'vitest';
import { apiRouters, buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import type { Deps } from '@server/deps';
import type { Env } from '@server/http/context';
import { JobQueue, type JobList } from '@server/jobs/job-queue';
import { backgroundJobs } from '@server/background-jobs';
import { ensureWebClient } from '@server/modules/auth/ensure-web-client';
import { ensureReportTypes } from '@server/modules/reports/ensure-report-types';
import type { Mailer } from '@server/services/mail/mailer';
import { OutboxMailer } from '@server/services/mail/outbox-mailer';
import { POSTGRES_MISSING_NOTICE } from './provided-context';
import { createResponseContract } from './response-contract';
import { openTestDatabase, postgresMissing } from './test-database';

if (postgresMissing) beforeEach((context) => context.skip(POSTGRES_MISSING_NOTICE));

export interface TestRequestInit {
  method?: string;
  /** Sent as the JSON body (and the method defaults to POST). */
  json?: unknown;
  /** A plain bearer token. */
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: Hono<Env>;
  deps: Deps;
  request(path: string, init?: TestRequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: { now(): number };
  /** The jobs the queue runs (the server's own list unless a test adds its own). */
  jobs?: JobList<Deps>;
  mailer?: Mailer;
  /** Configuration variables, over the test defaults (never the machine's own environment). */
  env?: Record<string, string>;
  /** An already opened database (one a server process also used); a fresh copy otherwise. Closed with the app. */
  database?: Database;
  /** Every JSON answer of a route that declares its responses is checked against them (on unless a test opts out). */
  validateResponses?: boolean;
}

/** Headers every PWA request carries (spec §7). */
function requestInit({ method, json, token, headers }: TestRequestInit = {}): RequestInit {
  return {
    method: method ?? (json === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(json !== undefined && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  };
}

/** The real app on its own fresh database, with the web client registered: one per test file (or test). */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const config = loadConfig({
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    DEMO: '0',
    STATIC_DIR: '.tmp/no-static-dir',
    // A test reads what it just wrote; the catalogue-cache test turns the instance's copies back on.
    ANONYMOUS_COPY_SECONDS: '0',
    ...(database.url && { DATABASE_URL: database.url }),
    ...opts.env,
  });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer: opts.mailer ?? new OutboxMailer(database.db),
    clock: opts.clock ?? { now: () => Date.now() },
    jobs: await JobQueue.open(database, opts.jobs ?? backgroundJobs),
  };
  await ensureWebClient(deps);
  await ensureReportTypes(deps);
  const app = buildApp(deps);
  if (opts.validateResponses ?? true) checkAnswers(app);
  return {
    app,
    deps,
    request: (path, init) => Promise.resolve(app.request(path, requestInit(init))),
    close: async () => {
      await deps.jobs.stop();
      await database.close();
    },
  };
}

/** Wraps `app.request` so a test whose request gets an undeclared answer fails with the route, status and path. */
function checkAnswers(app: Hono<Env>): void {
  const check = createResponseContract(apiRouters());
  const request = app.request.bind(app);
  app.request = async (input, init, ...rest) => {
    const response = await request(input, init, ...rest);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    await check(method, url, response);
    return response;
  };
}
