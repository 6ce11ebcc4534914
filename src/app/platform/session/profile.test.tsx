import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authReply, bearer, createFakeFetch, type RecordedCall } from '@app/platform/api/testing';
import { currencyPreference } from '@app/platform/preferences';
import { fetchProfile, profileQueryOptions, useIsSignedIn, useProfile } from './profile';
import { tokens } from './tokens';

const fan = { id: 7, preferred_currency: 'EUR', permissions: ['user-access', 'sign-in-access'] };
let permissions = fan.permissions;

function serve() {
  const fake = createFakeFetch((call: RecordedCall) => {
    if (call.path === '/auth/token') return authReply('client-1', 3600);
    return { status: 200, body: { data: { ...fan, permissions } } };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake.calls;
}

const signIn = (scope: 'site' | 'admin' = 'site') =>
  tokens.setUser(scope, { accessToken: `${scope}-user`, refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
  permissions = fan.permissions;
});
afterEach(() => vi.unstubAllGlobals());

describe('profile query', () => {
  it('is keyed by side and enabled only with a user token', () => {
    expect(profileQueryOptions('site').queryKey).toEqual(['profile', 'site']);
    expect(profileQueryOptions('site').enabled).toBe(false);
    signIn();
    expect(profileQueryOptions('site').enabled).toBe(true);
    expect(profileQueryOptions('admin').enabled).toBe(false);
  });

  it('answers null without asking the server when nobody is signed in', async () => {
    const calls = serve();
    await expect(fetchProfile('site')).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('loads the site profile with the user token and adopts its currency', async () => {
    const calls = serve();
    signIn();
    await expect(fetchProfile('site')).resolves.toMatchObject({ id: 7 });
    expect(calls.map((call) => [call.path, bearer(call)])).toEqual([['/api/profile', 'site-user']]);
    expect(currencyPreference.get()).toBe('EUR');
  });

  it('loads the admin profile from the admin API without touching the site currency', async () => {
    const calls = serve();
    signIn('admin');
    await fetchProfile('admin');
    expect(calls.map((call) => call.path)).toEqual(['/admin-api/profile']);
    expect(currencyPreference.get()).toBeUndefined();
  });
});

describe('hooks', () => {
  it('fetches the profile once a user token appears', async () => {
    const calls = serve();
    const { result } = renderHook(() => useProfile('site'), { wrapper: wrapper() });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);

    act(() => signIn());
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 7 }));
  });

  it('counts a visitor as signed in only with a token and a sign-in permission', async () => {
    serve();
    const { result } = renderHook(() => useIsSignedIn('site'), { wrapper: wrapper() });
    expect(result.current).toBe(false);
    act(() => signIn());
    await waitFor(() => expect(result.current).toBe(true));

    permissions = ['user-access'];
    const blocked = renderHook(() => useIsSignedIn('site'), { wrapper: wrapper() });
    expect(blocked.result.current).toBe(true); // a token, profile not loaded yet
    await waitFor(() => expect(blocked.result.current).toBe(false));
  });
});
