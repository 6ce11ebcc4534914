// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createStore, get, keys } from 'idb-keyval';
import { ApiError } from '@app/platform/api';
import {
  bindQueryClientToSession,
  clearPersistedCache,
  createPersistOptions,
  createQueryClient,
  PERSIST_MAX_AGE_MS,
  persistKey,
  shouldDehydrateQuery,
} from './query-client';
import { endSession } from '@app/platform/session/sign-out';
import { tokens } from '@app/platform/session/tokens';

const cacheDb = createStore('stagepass-query-cache', 'keyval');
const fail = (error: unknown) => () => Promise.reject(error);

function filledClient() {
  const client = new QueryClient();
  client.setQueryData(['profile', 'site'], { id: 7 });
  client.setQueryData(['genres', { limit: 20 }], ['tap']);
  client.setQueryData(['wallet'], { balance: 100 });
  client.setQueryData(['notifications', 'count'], 3);
  return client;
}

beforeEach(async () => {
  localStorage.clear();
  await clearPersistedCache();
});

describe('createQueryClient', () => {
  it('sends query and mutation failures to the handler, except 401, 422 and local handling but for 403', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const notFound = new ApiError(404, 'Not Found', null);
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(notFound) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: fail(new ApiError(401, 'x', null)) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['c'], queryFn: fail(new ApiError(422, 'x', null)) }).catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['d'], queryFn: fail(notFound), meta: { localErrors: true } })
      .catch(() => undefined);

    const forbidden = new ApiError(403, 'No', null);
    const mutate = (meta?: Record<string, unknown>) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: fail(forbidden), meta })
        .execute(undefined);
    await mutate().catch(() => undefined);
    await mutate({ localErrors: true }).catch(() => undefined);
    await mutate({ localErrors: true, forbiddenIsState: true }).catch(() => undefined);

    // A page that shows its own errors still gets the spec's no-permission dialog for a 403, unless for that page
    // a 403 is a state of the thing (a chat member removed while reading), not a permission the person lost.
    expect(onError.mock.calls).toEqual([
      [notFound, { handledLocally: false }],
      [forbidden, { handledLocally: false }],
      [forbidden, { handledLocally: true }],
    ]);
  });

  it('has offline-friendly defaults and retries only requests that got no answer', () => {
    const { queries, mutations } = createQueryClient({ onError: () => undefined }).getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 30_000,
      gcTime: PERSIST_MAX_AGE_MS,
      refetchOnReconnect: true,
      networkMode: 'offlineFirst',
    });
    expect(mutations?.retry).toBe(false);
    const retry = queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(0, 'offline', null))).toBe(true);
    expect(retry(2, new ApiError(0, 'offline', null))).toBe(true);
    expect(retry(3, new ApiError(0, 'offline', null))).toBe(false);
    expect(retry(0, new ApiError(500, 'x', null))).toBe(false);
    expect(retry(0, new TypeError('bug'))).toBe(false);
  });

  it('does not retry while the browser is offline, so the page shows its offline state instead of waiting', async () => {
    const client = createQueryClient({ onError: () => undefined });
    onlineManager.setOnline(false);
    try {
      const queryFn = vi.fn(() => Promise.reject(new ApiError(0, 'offline', null)));
      await expect(client.fetchQuery({ queryKey: ['never-visited'], queryFn })).rejects.toMatchObject({ status: 0 });
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('persistence', () => {
  it('keeps only the allow-listed roots', () => {
    const cache = filledClient().getQueryCache();
    expect(
      cache
        .getAll()
        .filter(shouldDehydrateQuery)
        .map((query) => query.queryKey[0]),
    ).toEqual(['profile', 'genres']);
  });

  it('writes one cache per user to IndexedDB and restores it', async () => {
    const options = createPersistOptions('user-7');
    await persistQueryClientSave({ queryClient: filledClient(), ...options });
    await vi.waitFor(async () => expect(await keys(cacheDb)).toEqual([persistKey('user-7')]));
    const stored = JSON.parse((await get<string>(persistKey('user-7'), cacheDb))!) as {
      buster: string;
      clientState: { queries: Array<{ queryKey: unknown[] }>; mutations: unknown[] };
    };
    expect(persistKey('user-7')).toBe('stagepass-query-cache:user-7');
    expect(stored.buster).toBe('dev');
    expect(stored.clientState.queries.map((query) => query.queryKey[0])).toEqual(['profile', 'genres']);
    expect(stored.clientState.mutations).toEqual([]);

    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...createPersistOptions('user-7') });
    expect(restored.getQueryData(['profile', 'site'])).toEqual({ id: 7 });
    expect(restored.getQueryData(['wallet'])).toBeUndefined();

    const otherUser = new QueryClient();
    await persistQueryClientRestore({ queryClient: otherUser, ...createPersistOptions('user-8') });
    expect(otherUser.getQueryData(['profile', 'site'])).toBeUndefined();
  });

  it('discards a cache written by another app version', async () => {
    await persistQueryClientSave({ queryClient: filledClient(), ...createPersistOptions('user-7') });
    await vi.waitFor(async () => expect(await keys(cacheDb)).toHaveLength(1));
    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...createPersistOptions('user-7'), buster: '2.0.0' });
    expect(restored.getQueryData(['profile', 'site'])).toBeUndefined();
  });

  it('clears one user’s cache or all of them', async () => {
    await persistQueryClientSave({ queryClient: filledClient(), ...createPersistOptions('user-7') });
    await persistQueryClientSave({ queryClient: filledClient(), ...createPersistOptions('anonymous') });
    await vi.waitFor(async () => expect(await keys(cacheDb)).toHaveLength(2));
    await clearPersistedCache('user-7');
    expect(await keys(cacheDb)).toEqual([persistKey('anonymous')]);
    await clearPersistedCache();
    expect(await keys(cacheDb)).toEqual([]);
  });
});

describe('bindQueryClientToSession', () => {
  let unbind: () => void = () => undefined;
  afterEach(() => unbind());

  it('drops the cached "nobody" profile when someone signs in', () => {
    const client = new QueryClient();
    unbind = bindQueryClientToSession(client);
    client.setQueryData(['profile', 'site'], null);
    client.setQueryData(['genres'], ['tap']);
    tokens.setUser('site', { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    expect(client.getQueryState(['profile', 'site'])?.data).toBeUndefined();
    expect(client.getQueryData(['genres'])).toEqual(['tap']);
    // A refresh changes the token but not the session: nothing is dropped.
    client.setQueryData(['profile', 'site'], { id: 7 });
    tokens.setUser('site', { accessToken: 'b', refreshToken: 'r2', expiresAt: Date.now() + 3_600_000 });
    expect(client.getQueryData(['profile', 'site'])).toEqual({ id: 7 });
  });

  it('forgets everything in memory and on disk when the session ends', async () => {
    tokens.setUser('site', { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
    const client = filledClient();
    unbind = bindQueryClientToSession(client);
    await persistQueryClientSave({ queryClient: client, ...createPersistOptions('user-7') });
    await vi.waitFor(async () => expect(await keys(cacheDb)).toHaveLength(1));

    await endSession('site', 'user');
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(await keys(cacheDb)).toEqual([]);
  });
});
