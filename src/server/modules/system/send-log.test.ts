import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { clientLogs } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limit of one test never touches another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const sendLog = (json: unknown, init: { token?: string; ip?: string; headers?: Record<string, string> } = {}) =>
  t.request('/api/sendLog', {
    json,
    token: init.token,
    headers: { 'X-Forwarded-For': init.ip ?? freshIp(), ...init.headers },
  });

const rows = () => t.deps.db.select().from(clientLogs).orderBy(clientLogs.id);

describe('POST /api/sendLog', () => {
  it('stores a full entry with the signed-in user and answers 204 with no body', async () => {
    const user = await createUser(t.deps, { kind: 'fan' });
    const token = await tokenFor(t.deps, user.id, 'api');
    const res = await sendLog(
      {
        message: 'TypeError: x is undefined',
        level: 'error',
        context: { requestUri: '/en/library', userAgent: 'Mozilla/5.0' },
        trace: { path: '/api/profile', method: 'GET' },
        tags: ['library', 'player'],
      },
      { token },
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const stored = (await rows()).at(-1);
    expect(stored).toMatchObject({
      userId: user.id,
      level: 'error',
      message: 'TypeError: x is undefined',
      context: {
        context: { requestUri: '/en/library', userAgent: 'Mozilla/5.0' },
        trace: { path: '/api/profile', method: 'GET' },
        tags: ['library', 'player'],
      },
    });
  });

  it('accepts an anonymous report with only message and level', async () => {
    const res = await sendLog({ message: 'offline', level: 'info' });
    expect(res.status).toBe(204);
    expect((await rows()).at(-1)).toMatchObject({ userId: null, level: 'info', message: 'offline' });
  });

  it('refuses bad fields one by one with 422 and writes nothing', async () => {
    const before = (await rows()).length;
    const res = await sendLog({ message: 'x'.repeat(5001), level: 'fatal', tags: 'a', context: 'nope' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: { field: string; errors: string[] }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'message', errors: ['Must be at most 5000 characters.'] },
        { field: 'level', errors: ['Must be one of: error, api_error, warning, info.'] },
        { field: 'tags', errors: ['Must be a list.'] },
        { field: 'context', errors: ['Must be an object.'] },
      ]),
    );
    expect(body.message).toBe('Must be at most 5000 characters.');
    expect((await rows()).length).toBe(before);
  });

  it('names missing fields and localizes the field messages', async () => {
    const res = await sendLog({}, { headers: { applocale: 'zh' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'message', errors: ['此字段为必填项。'] },
      { field: 'level', errors: ['此字段为必填项。'] },
    ]);
  });

  it('scrubs secrets from everything it stores', async () => {
    const res = await sendLog({
      message: 'POST /auth/refresh-token failed: {"refresh_token":"r3fr3sh-s3cr3t","password":"hunter2"}',
      level: 'api_error',
      context: { requestUri: '/en/welcome?token=abc123&lang=en', userAgent: 'Authorization: Bearer abc.def-ghi' },
      trace: { path: '/auth/login', method: 'POST' },
      tags: ['AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-'],
    });
    expect(res.status).toBe(204);
    const stored = JSON.stringify((await rows()).at(-1));
    for (const secret of [
      'r3fr3sh-s3cr3t',
      'hunter2',
      'abc123',
      'abc.def-ghi',
      'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('lang=en');
    expect(stored).toContain('[redacted]');
  });

  it('answers 400 with a field error for a body that is not JSON', async () => {
    const malformed = await t.app.request('/api/sendLog', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
      body: '{"message": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'malformed',
      errors: [{ field: 'non_field_error', errors: ['The request body is not valid JSON.'] }],
    });
  });

  it('limits each address to 60 reports a minute with 429 and Retry-After, and refills with time', async () => {
    let now = Date.now();
    vi.spyOn(t.deps.clock, 'now').mockImplementation(() => now);
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await sendLog({ message: `m${i}`, level: 'info' }, { ip })).status).toBe(204);
    const refused = await sendLog({ message: 'one too many', level: 'info' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'tooManyAttempts',
    });
    expect((await sendLog({ message: 'another address', level: 'info' })).status).toBe(204);
    now += 1000;
    expect((await sendLog({ message: 'after a second', level: 'info' }, { ip })).status).toBe(204);
  });
});
