import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createPersistOptions } from '@app/platform/query-client';
import { tokens, useProfile } from '@app/platform/session';
import { cacheUser, useCacheUserKey } from './cache-user';
import { loadOfflineQueue } from './offline-queue';

/** The account whose copy is already in memory, so it is not restored twice. */
let restoredUserKey: string | undefined;

/** Loads one account's persisted copy into the cache; main.tsx awaits it before the first render. */
export function restorePersistedCache(client: QueryClient, userKey: string): Promise<void> {
  restoredUserKey = userKey;
  return (
    persistQueryClientRestore({ queryClient: client, ...createPersistOptions(userKey) })
      // The copy shows at once but is refetched where used: it may predate a write made just before the
      // reload (the save is throttled). The profile is left as it is: the route guards read it offline.
      .then(() => client.invalidateQueries({ refetchType: 'none', predicate: (q) => q.queryKey[0] !== 'profile' }))
      .catch(() => undefined)
  );
}

/** Remembers whose cache to open next time, once the site profile is known. */
function CacheUserSync() {
  const { data: profile } = useProfile('site');
  useEffect(() => {
    if (profile) cacheUser.remember(profile);
  }, [profile]);
  return null;
}

/**
 * The query cache persisted to IndexedDB, one copy per account (ARCHITECTURE §4). This is what
 * PersistQueryClientProvider does, built from the same two functions, because that provider restores
 * only once per mount: switching accounts would mean remounting the whole app. Here a sign-in
 * restores that user's copy and saves into it from then on; after a sign-out (when the lib has
 * cleared every copy) saving goes back to the anonymous copy.
 */
export function QueryPersistence({ client, children }: { client: QueryClient; children: ReactNode }) {
  const userKey = useCacheUserKey();
  useEffect(() => {
    const options = { queryClient: client, ...createPersistOptions(userKey) };
    let stopSaving: (() => void) | undefined;
    let active = true;
    // A signed-in account's copy may hold changes made offline: their functions first (offline-queue.ts).
    const queue = tokens.getUser('site') ? loadOfflineQueue(client) : Promise.resolve();
    const restored =
      restoredUserKey === userKey ? Promise.resolve() : queue.then(() => restorePersistedCache(client, userKey));
    void restored.then(() => {
      if (active) stopSaving = persistQueryClientSubscribe(options);
    });
    return () => {
      active = false;
      stopSaving?.();
    };
  }, [client, userKey]);
  return (
    <QueryClientProvider client={client}>
      <CacheUserSync />
      {children}
    </QueryClientProvider>
  );
}
