// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@app/platform/api/testing';
import { createTokenStore, tokenPrefix, userTokensFromOAuth } from './tokens';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('token store', () => {
  it('keeps each side under its own prefix', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage, undefined);
    store.setUser('site', { accessToken: 's', refreshToken: 'sr', expiresAt: 1 });
    store.setClient('admin', { token: 'ac', expiresAt: 2 });

    expect(storage.getItem('stagepass.site.access_token')).toBe('s');
    expect(storage.getItem('stagepass.site.refresh_token')).toBe('sr');
    expect(storage.getItem('stagepass.site.expires_at')).toBe('1');
    expect(storage.getItem('stagepass.admin.client_token')).toBe('ac');
    expect(storage.getItem('stagepass.admin.client_expires_at')).toBe('2');
    expect(store.getUser('admin')).toBeUndefined();
    expect(store.getClient('site')).toBeUndefined();
    expect(tokenPrefix).toEqual({ site: 'stagepass.site.', admin: 'stagepass.admin.' });
  });

  it('clears the user, the client, or both', () => {
    const store = createTokenStore(memoryStorage(), undefined);
    store.setUser('site', { accessToken: 'a', refreshToken: 'r', expiresAt: 1, refreshExpiresAt: Date.now() + DAY });
    store.setClient('site', { token: 'c', expiresAt: 1 });
    store.clearUser('site');
    expect(store.getUser('site')).toBeUndefined();
    expect(store.getClient('site')).toEqual({ token: 'c', expiresAt: 1 });
    store.setUser('site', { accessToken: 'a', expiresAt: 1 });
    store.clear('site');
    expect(store.getUser('site')).toBeUndefined();
    expect(store.getClient('site')).toBeUndefined();
  });

  it('hides a refresh token past its 30 days', () => {
    const store = createTokenStore(memoryStorage(), undefined);
    store.setUser('site', userTokensFromOAuth({ access_token: 'a', refresh_token: 'r', expires_in: 3600 }, Date.now()));
    vi.advanceTimersByTime(30 * DAY - 1);
    expect(store.getUser('site')?.refreshToken).toBe('r');
    vi.advanceTimersByTime(1);
    expect(store.getUser('site')).toMatchObject({ accessToken: 'a', refreshToken: undefined });
  });

  it('tells subscribers which side changed, here and from other tabs', () => {
    const target = new EventTarget();
    const store = createTokenStore(memoryStorage(), target);
    const seen: string[] = [];
    const stop = store.subscribe((scope) => seen.push(scope));
    store.setUser('admin', { accessToken: 'a', expiresAt: 1 });
    target.dispatchEvent(new StorageEvent('storage', { key: 'stagepass.site.access_token' }));
    target.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    stop();
    store.clearUser('site');
    expect(seen).toEqual(['admin', 'site']);
  });
});

describe('userTokensFromOAuth', () => {
  it('computes expiry and keeps the previous refresh token when none is issued', () => {
    const first = userTokensFromOAuth({ access_token: 'a1', refresh_token: 'r1', expires_in: 60 }, 1000);
    expect(first).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
      expiresAt: 61_000,
      refreshExpiresAt: 1000 + 30 * DAY,
    });
    expect(userTokensFromOAuth({ access_token: 'a2', refresh_token: null, expires_in: 60 }, 5000, first)).toEqual({
      accessToken: 'a2',
      refreshToken: 'r1',
      expiresAt: 65_000,
      refreshExpiresAt: first.refreshExpiresAt,
    });
  });
});
