import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_NEAR_EXPIRY_MS } from '@shared/limits';
import { authReply, bearer, setupClient, type RecordedCall } from './testing';

const MINUTE = 60_000;

/** Answers /auth/token with client-1, client-2, … and everything else with `{ data: 'ok' }`. */
function tokenServer() {
  let issued = 0;
  return (call: RecordedCall) => {
    if (call.path === '/auth/token') return authReply(`client-${++issued}`, 24 * 60 * 60);
    return { status: 200, body: { data: 'ok' } };
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('headers and the client token', () => {
  it('fetches a client token for the scope, then sends it with locale and currency', async () => {
    const { client, calls } = setupClient(tokenServer());
    await expect(client.get('/api/genres')).resolves.toEqual({ data: 'ok' });

    const [tokenCall, call] = calls;
    expect(tokenCall).toMatchObject({
      method: 'POST',
      path: '/auth/token',
      body: {
        grant_type: 'client_credentials',
        client_id: 'stagepass-web',
        client_secret: 'stagepass-web-secret',
        scopes: ['api'],
      },
    });
    expect(tokenCall?.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
    expect(call?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      Authorization: 'Bearer client-1',
      applocale: 'ja',
      appcurrency: 'JPY',
    });
  });

  it('derives the scope from the path, or takes it from the caller', async () => {
    const { client, calls } = setupClient(tokenServer());
    await client.get('/admin-api/users');
    await client.post('/auth/login', { email: 'a@b.c' }, { scope: 'admin' });
    await client.get('/api/genres');
    const tokenRequests = calls.filter((call) => call.path === '/auth/token').map((call) => call.body);
    expect(tokenRequests).toEqual([
      expect.objectContaining({ scopes: ['backend'] }),
      expect.objectContaining({ scopes: ['api'] }),
    ]);
    expect(calls.map(bearer)).toEqual([undefined, 'client-1', 'client-1', undefined, 'client-2']);
  });

  it('shares one token request between concurrent calls and caches it until it nears expiry', async () => {
    const { client, calls } = setupClient(tokenServer());
    await Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    await client.get('/api/d');
    expect(calls.filter((call) => call.path === '/auth/token')).toHaveLength(1);

    vi.advanceTimersByTime(24 * 60 * MINUTE - TOKEN_NEAR_EXPIRY_MS);
    await client.get('/api/e');
    expect(calls.filter((call) => call.path === '/auth/token')).toHaveLength(2);
    expect(bearer(calls.at(-1)!)).toBe('client-2');
  });

  it('uses the user token only while more than 5 minutes of it are left', async () => {
    const { client, store, calls } = setupClient(tokenServer());
    store.setUser('site', { accessToken: 'user-1', refreshToken: 'r1', expiresAt: Date.now() + 10 * MINUTE });

    await client.get('/api/profile');
    expect(bearer(calls.at(-1)!)).toBe('user-1');

    vi.advanceTimersByTime(5 * MINUTE - 1);
    await client.get('/api/profile');
    expect(bearer(calls.at(-1)!)).toBe('user-1');

    vi.advanceTimersByTime(1);
    await client.get('/api/profile');
    expect(bearer(calls.at(-1)!)).toBe('client-1');
  });

  it('keeps the two sides apart: an admin session does not sign site requests', async () => {
    const { client, store, calls } = setupClient(tokenServer());
    store.setUser('admin', { accessToken: 'admin-1', refreshToken: 'r', expiresAt: Date.now() + 60 * MINUTE });
    await client.get('/admin-api/users');
    await client.get('/api/genres');
    expect(calls.map(bearer)).toEqual(['admin-1', undefined, 'client-1']);
  });

  it('appends the query and sends JSON bodies', async () => {
    const { client, calls } = setupClient(tokenServer());
    await client.get('/api/content', { query: '?page=2&limit=10' });
    await client.get('/api/content', { query: new URLSearchParams({ search: 'tap|name' }) });
    await client.delete('/api/content/5', { body: { id: 5, deletion_reason: 'dup' } });
    await client.put('/api/profile', { name: 'Ann' });
    expect(calls.slice(1).map((call) => [call.method, call.path, call.body])).toEqual([
      ['GET', '/api/content?page=2&limit=10', undefined],
      ['GET', '/api/content?search=tap%7Cname', undefined],
      ['DELETE', '/api/content/5', { id: 5, deletion_reason: 'dup' }],
      ['PUT', '/api/profile', { name: 'Ann' }],
    ]);
  });

  it("sends a call's own headers (a refund's Idempotency-Key) with every try, the 429 retry too", async () => {
    let throttled = false;
    const { client, store, calls } = setupClient((call) => {
      if (call.path === '/auth/token') return authReply('client-1', 3600);
      if (!throttled) {
        throttled = true;
        return { status: 429, body: { message: 'Too many attempts.' } };
      }
      return { status: 200, body: { data: 'ok' } };
    });
    store.setUser('admin', { accessToken: 'admin-1', refreshToken: 'r', expiresAt: Date.now() + 60 * MINUTE });
    const sent = client.post('/admin-api/transactions/7/refund', {}, { headers: { 'Idempotency-Key': 'k-1' } });
    await vi.runAllTimersAsync();
    await expect(sent).resolves.toEqual({ data: 'ok' });
    const refunds = calls.filter((call) => call.path === '/admin-api/transactions/7/refund');
    expect(refunds.map((call) => call.headers['Idempotency-Key'])).toEqual(['k-1', 'k-1']);
    await client.get('/admin-api/users');
    expect(calls.at(-1)!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('resolves an empty answer to undefined', async () => {
    const { client } = setupClient((call) =>
      call.path === '/auth/token' ? authReply('client-1', 3600) : { status: 204 },
    );
    await expect(client.delete('/api/playlists/1')).resolves.toBeUndefined();
  });
});
