import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { authReply, bearer, setupClient, type FakeReply, type RecordedCall } from './testing';

const HOUR = 60 * 60 * 1000;
const unauthenticated: FakeReply = { status: 401, body: { message: 'Unauthenticated.' } };

/**
 * A server whose user tokens are user-1, user-2, …: /auth/refresh-token issues the next one (and
 * r2, r3, … as rotated refresh tokens); /api/* accepts only the newest user token, or any client token.
 */
function sessionServer(options: { refresh?: (call: RecordedCall) => FakeReply | undefined } = {}) {
  let clients = 0;
  let users = 1;
  return (call: RecordedCall): FakeReply => {
    if (call.path === '/auth/token') return authReply(`client-${++clients}`, 24 * 60 * 60);
    if (call.path === '/auth/refresh-token') {
      const custom = options.refresh?.(call);
      if (custom) return custom;
      users += 1;
      return authReply(`user-${users}`, 3600, `r${users}`);
    }
    const token = bearer(call) ?? '';
    return token === `user-${users}` || token.startsWith('client-')
      ? { status: 200, body: { token } }
      : unauthenticated;
  };
}

/** Signs `setup` in on the site as user-0, with refresh token r1 unless told there is none (`null`). */
function signedIn(setup: ReturnType<typeof setupClient>, refreshToken: string | null = 'r1') {
  setup.store.setUser('site', {
    accessToken: 'user-0',
    refreshToken: refreshToken ?? undefined,
    expiresAt: Date.now() + HOUR,
  });
  return setup;
}

const refreshCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/auth/refresh-token');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('401 with a user session', () => {
  it('refreshes with the stored refresh token and the client token, then retries once', async () => {
    const setup = signedIn(setupClient(sessionServer()));
    await expect(setup.client.get('/api/library')).resolves.toEqual({ token: 'user-2' });

    const [refresh] = refreshCalls(setup.calls);
    expect(refresh?.body).toEqual({ refresh_token: 'r1' });
    expect(bearer(refresh!)).toBe('client-1');
    expect(setup.store.getUser('site')).toMatchObject({ accessToken: 'user-2', refreshToken: 'r2' });
    expect(setup.calls.filter((call) => call.path === '/api/library').map(bearer)).toEqual(['user-0', 'user-2']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const setup = signedIn(setupClient(sessionServer()));
    const results = await Promise.all(['/api/a', '/api/b', '/api/c'].map((path) => setup.client.get(path)));
    expect(results).toEqual([{ token: 'user-2' }, { token: 'user-2' }, { token: 'user-2' }]);
    expect(refreshCalls(setup.calls)).toHaveLength(1);
  });

  it('does not refresh again for a request that left before another refresh finished', async () => {
    let releaseSlow!: () => void;
    const slowAnswer = new Promise<void>((resolve) => (releaseSlow = resolve));
    const server = sessionServer();
    const setup = signedIn(
      setupClient(async (call) => {
        if (call.path === '/api/slow' && bearer(call) === 'user-0') await slowAnswer;
        return server(call);
      }),
    );
    const slow = setup.client.get('/api/slow');
    await setup.client.get('/api/fast'); // 401, refresh to user-2, retry
    releaseSlow();
    await expect(slow).resolves.toEqual({ token: 'user-2' });
    expect(refreshCalls(setup.calls)).toHaveLength(1);
  });

  it('signs out when there is no refresh token', async () => {
    const setup = signedIn(setupClient(sessionServer()), null);
    await expect(setup.client.get('/api/library')).rejects.toThrow('No refresh token available');
    expect(setup.signedOut).toEqual([['site', 'expired']]);
    expect(setup.store.getUser('site')).toBeUndefined();
    expect(refreshCalls(setup.calls)).toHaveLength(0);
  });

  it('forces sign-out when the server refuses the refresh token', async () => {
    const setup = signedIn(
      setupClient(sessionServer({ refresh: () => ({ status: 401, body: { message: 'Revoked.' } }) })),
    );
    const error = await setup.client.get('/api/library').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Revoked.' });
    expect(setup.signedOut).toEqual([['site', 'expired']]);
    expect(setup.store.getUser('site')).toBeUndefined();
  });

  it('keeps the session when the refresh fails for a reason unrelated to the token', async () => {
    const setup = signedIn(setupClient(sessionServer({ refresh: () => ({ status: 503, body: { message: 'Down' } }) })));
    await expect(setup.client.get('/api/library')).rejects.toMatchObject({ status: 503 });
    expect(setup.signedOut).toEqual([]);
    expect(setup.store.getUser('site')?.refreshToken).toBe('r1');
  });

  it('gives up after 3 refreshes that did not help: clears the session and reports it once', async () => {
    const setup = signedIn(
      setupClient(
        (call) =>
          call.path.startsWith('/auth/') ? sessionServer()(call) : unauthenticated /* even fresh tokens are refused */,
      ),
    );
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await expect(setup.client.get('/api/library')).rejects.toMatchObject({
        status: 401,
        message: 'Unauthenticated.',
      });
    }
    expect(setup.signedOut).toEqual([]);
    await expect(setup.client.get('/api/library')).rejects.toThrow('Max refresh attempts exceeded');
    expect(refreshCalls(setup.calls)).toHaveLength(3);
    expect(setup.signedOut).toEqual([['site', 'expired']]);
    expect(setup.store.getUser('site')).toBeUndefined();
  });

  it('starts the refresh budget over after a request succeeds with the user token', async () => {
    let refuse = true;
    const server = sessionServer();
    const setup = signedIn(
      setupClient((call) => (call.path === '/api/library' && refuse ? unauthenticated : server(call))),
    );
    await expect(setup.client.get('/api/library')).rejects.toMatchObject({ status: 401 });
    await expect(setup.client.get('/api/library')).rejects.toMatchObject({ status: 401 });
    refuse = false;
    await setup.client.get('/api/library');
    refuse = true;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await expect(setup.client.get('/api/library')).rejects.toMatchObject({ message: 'Unauthenticated.' });
    }
    expect(setup.signedOut).toEqual([]);
  });

  it('reports the admin side when an admin session ends', async () => {
    const setup = setupClient(sessionServer());
    setup.store.setUser('admin', { accessToken: 'old', expiresAt: Date.now() + HOUR });
    await expect(setup.client.get('/admin-api/users')).rejects.toThrow('No refresh token available');
    expect(setup.signedOut).toEqual([['admin', 'expired']]);
  });
});

describe('401 without a user session', () => {
  it('drops the client token and retries once with a fresh one', async () => {
    let refused = false;
    const server = sessionServer();
    const setup = setupClient((call) => {
      if (call.path === '/api/genres' && !refused) {
        refused = true;
        return unauthenticated;
      }
      return server(call);
    });
    await expect(setup.client.get('/api/genres')).resolves.toEqual({ token: 'client-2' });
    expect(setup.calls.map((call) => call.path)).toEqual(['/auth/token', '/api/genres', '/auth/token', '/api/genres']);
  });

  it("rejects with 'Error 401. Not Authorized' when the fresh token is refused too", async () => {
    const setup = setupClient((call) => (call.path === '/auth/token' ? authReply('c', 3600) : unauthenticated));
    await expect(setup.client.get('/api/genres')).rejects.toMatchObject({
      status: 401,
      message: 'Error 401. Not Authorized',
    });
    expect(setup.calls.filter((call) => call.path === '/api/genres')).toHaveLength(2);
    expect(setup.signedOut).toEqual([]);
  });

  it('never retries an auth endpoint: its 401 is about the credentials', async () => {
    const setup = setupClient((call) =>
      call.path === '/auth/token'
        ? authReply('c', 3600)
        : { status: 401, body: { message: 'The user credentials were incorrect.' } },
    );
    await expect(setup.client.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'The user credentials were incorrect.',
    });
    expect(setup.calls.map((call) => call.path)).toEqual(['/auth/token', '/auth/login']);
  });
});
