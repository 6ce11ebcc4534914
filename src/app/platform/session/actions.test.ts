// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/platform/api';
import { authReply, bearer, createFakeFetch, type FakeReply, type RecordedCall } from '@app/platform/api/testing';
import { currencyPreference, trayButtonPreference } from '@app/platform/preferences';
import { trayStore } from '@app/platform/storage';
import { refresh, register, signIn, signOut } from './actions';
import { onSignOut } from './sign-out';
import { tokens } from './tokens';

const profile = { id: 7, email: 'fan@stagepass.local', permissions: ['user-access', 'sign-in-access'] };
const tray = {
  playlistId: 1,
  playlistTitle: 'Warm-ups',
  page: 1,
  poster: '/p.jpg',
  title: 'Stretch',
  name: 'Ann',
  duration: 90,
  currentTimePosition: 12,
};

function serve(logout: FakeReply = { status: 204 }) {
  const fake = createFakeFetch((call: RecordedCall): FakeReply => {
    if (call.path === '/auth/token') return authReply('client-1', 3600);
    if (call.path === '/auth/login' || call.path === '/auth/register') return authReply('user-1', 3600, 'r1', profile);
    if (call.path === '/auth/refresh-token') return authReply('user-2', 3600, 'r2');
    if (call.path === '/auth/logout') return logout;
    return { status: 200, body: {} };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake.calls;
}

const stops: Array<() => void> = [];
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
});

describe('signIn and register', () => {
  it('signs in with the side’s server scope, stores the tokens and returns the profile', async () => {
    const calls = serve();
    await expect(signIn('site', { email: 'fan@stagepass.local', password: 'stagepass' })).resolves.toEqual(profile);
    const login = calls.find((call) => call.path === '/auth/login');
    expect(login?.body).toEqual({ email: 'fan@stagepass.local', password: 'stagepass', scopes: ['api'] });
    expect(tokens.getUser('site')).toMatchObject({ accessToken: 'user-1', refreshToken: 'r1' });
    expect(tokens.getUser('admin')).toBeUndefined();
  });

  it('signs an admin in with the backend scope and keeps the tokens on the admin side', async () => {
    const calls = serve();
    await signIn('admin', { email: 'admin@stagepass.local', password: 'stagepass' });
    expect(calls.find((call) => call.path === '/auth/token')?.body).toMatchObject({ scopes: ['backend'] });
    expect(calls.find((call) => call.path === '/auth/login')?.body).toMatchObject({ scopes: ['backend'] });
    expect(tokens.getUser('admin')?.accessToken).toBe('user-1');
    expect(tokens.getUser('site')).toBeUndefined();
  });

  it('registers on the site and starts the session', async () => {
    const calls = serve();
    const payload = { email: 'new@x.y', password: 'longpassword', login: 'new', name: 'New', type: 'fan' as const };
    await expect(register(payload)).resolves.toEqual(profile);
    expect(calls.find((call) => call.path === '/auth/register')?.body).toEqual(payload);
    expect(tokens.getUser('site')?.accessToken).toBe('user-1');
  });

  it('refreshes on demand through the client', async () => {
    const calls = serve();
    tokens.setUser('site', { accessToken: 'user-1', refreshToken: 'r1', expiresAt: Date.now() + 3_600_000 });
    await refresh('site');
    expect(calls.find((call) => call.path === '/auth/refresh-token')?.body).toEqual({ refresh_token: 'r1' });
    expect(tokens.getUser('site')).toMatchObject({ accessToken: 'user-2', refreshToken: 'r2' });
  });
});

describe('signOut', () => {
  async function signedInWithState() {
    tokens.setUser('site', { accessToken: 'user-1', refreshToken: 'r1', expiresAt: Date.now() + 3_600_000 });
    currencyPreference.set('JPY');
    trayButtonPreference.set(true);
    await trayStore.set(tray);
  }

  it.each<[string, FakeReply]>([
    ['succeeds', { status: 204 }],
    ['fails', { status: 500, body: { message: 'Oops' } }],
    ['is offline', 'network'],
  ])('clears tokens, currency, tray flag and stores, and runs the hooks, when logout %s', async (_, logout) => {
    const calls = serve(logout);
    await signedInWithState();
    const hook = vi.fn();
    stops.push(onSignOut(hook));

    await expect(signOut('site')).resolves.toBeUndefined();

    const logoutCall = calls.find((call) => call.path === '/auth/logout');
    expect(logoutCall && bearer(logoutCall)).toBe('user-1');
    expect(tokens.getUser('site')).toBeUndefined();
    expect(currencyPreference.get()).toBeUndefined();
    expect(trayButtonPreference.get()).toBeUndefined();
    expect(await trayStore.get()).toBeUndefined();
    expect(hook).toHaveBeenCalledExactlyOnceWith('site', 'user');
  });

  it('revokes a token that is close to expiry rather than sending the client token', async () => {
    const calls = serve();
    tokens.setUser('site', { accessToken: 'user-1', refreshToken: 'r1', expiresAt: Date.now() + 60_000 });
    await signOut('site');
    const logoutCall = calls.find((call) => call.path === '/auth/logout');
    expect(logoutCall && bearer(logoutCall)).toBe('user-1');
  });

  it('leaves the site’s preferences alone when an admin signs out', async () => {
    serve();
    await signedInWithState();
    tokens.setUser('admin', { accessToken: 'admin-1', expiresAt: Date.now() + 3_600_000 });
    await signOut('admin');
    expect(tokens.getUser('admin')).toBeUndefined();
    expect(tokens.getUser('site')?.accessToken).toBe('user-1');
    expect(currencyPreference.get()).toBe('JPY');
    expect(await trayStore.get()).toEqual(tray);
  });

  it('runs every hook even when one fails', async () => {
    serve();
    const after = vi.fn();
    stops.push(
      onSignOut(() => Promise.reject(new Error('broken cleanup'))),
      onSignOut(after),
    );
    await signOut('site');
    expect(after).toHaveBeenCalledOnce();
  });

  it('ends the session the same way when the API client gives up on it', async () => {
    serve();
    await signedInWithState();
    tokens.setUser('site', { accessToken: 'user-1', expiresAt: Date.now() + 3_600_000 }); // no refresh token
    vi.stubGlobal(
      'fetch',
      createFakeFetch((call) => (call.path === '/auth/token' ? authReply('c', 3600) : { status: 401 })).fetch,
    );
    const hook = vi.fn();
    stops.push(onSignOut(hook));

    await expect(api.get('/api/library')).rejects.toThrow('No refresh token available');
    await vi.waitFor(() => expect(hook).toHaveBeenCalledWith('site', 'expired'));
    expect(currencyPreference.get()).toBeUndefined();
    expect(await trayStore.get()).toBeUndefined();
  });
});
