import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { storageFor } from '../../services/storage';

let t: TestApp;
const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123456789';
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('answers health without asking the database: a database outage must not restart every instance', async () => {
    vi.spyOn(t.deps.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    expect((await t.request('/api/health')).status).toBe(200);
    vi.restoreAllMocks();
  });

  it('is ready when the database answers, its migrations are applied and storage answers', async () => {
    const res = await t.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, storage: true } });
  });

  it('is not ready while the database does not answer', async () => {
    vi.spyOn(t.deps.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ checks: { database: false } });
    vi.restoreAllMocks();
  });

  it('is not ready (503, naming the failed check) while storage does not answer', async () => {
    vi.spyOn(storageFor(t.deps.config), 'head').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const res = await t.request('/api/ready', { headers: { applocale: 'ko' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      message: '서비스를 아직 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      checks: { database: true, migrations: true, storage: false },
    });
  });
});

describe('request ids', () => {
  it('gives every answer an id, and keeps a plain one the proxy sent', async () => {
    const own = await t.request('/api/ping');
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.request('/api/ping', { headers: { 'X-Request-Id': 'nginx-4f2a9c' } });
    expect(given.headers.get('x-request-id')).toBe('nginx-4f2a9c');
    const forged = await t.request('/api/ping', { headers: { 'X-Request-Id': 'a b\u0007<script>' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('refuses a caller that is neither on this machine nor holding the metrics token', async () => {
    expect((await t.request('/metrics')).status).toBe(404);
    expect((await t.request('/metrics', { token: 'wrong' })).status).toBe(404);
  });

  it('answers the scraper with request, job, socket and pool figures', async () => {
    await t.request('/api/content?limit=1');
    const res = await t.request('/metrics', { token: METRICS_TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/content",status="200"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('stagepass_jobs');
    expect(text).toContain('stagepass_websocket_connections 0');
  });
});
