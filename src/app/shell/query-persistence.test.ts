import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { ApiError } from '@app/platform/api';
import { clearPersistedCache, createPersistOptions, createQueryClient } from '@app/platform/query-client';
import { restorePersistedCache } from './query-persistence';

const USER = 'user-7';
const profileKey = ['profile', 'site'];
const wishlistKey = ['library', 'wishlist', 'page=1'];
const offline = () => Promise.reject(new ApiError(0, 'Failed to fetch', null));

/** One full load of the app: a new client restoring the saved copy, as main.tsx does. */
async function launch(): Promise<QueryClient> {
  const client = createQueryClient({ onError: () => undefined });
  // jsdom's navigator says online; a phone in flight mode says offline from the start.
  onlineManager.setOnline(false);
  await restorePersistedCache(client, USER);
  return client;
}

/** What the pages do on an offline launch: refetch what is stale, which fails with no connection. */
async function failToRefetch(client: QueryClient) {
  await client.fetchQuery({ queryKey: profileKey, queryFn: offline, staleTime: 0 }).catch(() => undefined);
  await client.fetchQuery({ queryKey: wishlistKey, queryFn: offline, staleTime: 0 }).catch(() => undefined);
  await persistQueryClientSave({ queryClient: client, ...createPersistOptions(USER) });
}

beforeEach(() => clearPersistedCache());
afterEach(() => onlineManager.setOnline(true));

describe('the persisted cache offline', () => {
  it('keeps what the fan saved on every offline launch, not only the first', async () => {
    const online = createQueryClient({ onError: () => undefined });
    online.setQueryData(profileKey, { id: 7, name: 'Fan' });
    online.setQueryData(wishlistKey, { data: [{ id: 1 }] });
    await persistQueryClientSave({ queryClient: online, ...createPersistOptions(USER) });

    for (let n = 1; n <= 3; n++) {
      const client = await launch();
      expect(client.getQueryData(profileKey), `offline launch ${n}`).toEqual({ id: 7, name: 'Fan' });
      expect(client.getQueryData(wishlistKey), `offline launch ${n}`).toEqual({ data: [{ id: 1 }] });
      // A refetch that failed offline does not make the saved answer an error after the next reload.
      expect(client.getQueryState(profileKey)?.status, `offline launch ${n}`).toBe('success');
      await failToRefetch(client);
    }
  });

  it('restores a list a write invalidated as needing a refetch, never as fresh', async () => {
    const online = createQueryClient({ onError: () => undefined });
    online.setQueryData(wishlistKey, { data: [{ id: 1 }] });
    await online.invalidateQueries({ queryKey: wishlistKey, refetchType: 'none' });
    await persistQueryClientSave({ queryClient: online, ...createPersistOptions(USER) });

    const client = await launch();
    expect(client.getQueryData(wishlistKey)).toEqual({ data: [{ id: 1 }] });
    expect(client.getQueryState(wishlistKey)?.isInvalidated).toBe(true);
  });
});
