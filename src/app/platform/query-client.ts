import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type Mutation,
  type Query,
} from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { isOfflineMutation } from '@app/platform/offline/offline-changes';
import { isApiError } from '@app/platform/api';
import { profileKey } from '@app/platform/session/profile';
import { sessionScopes } from '@app/platform/session/scope';
import { onSignOut } from '@app/platform/session/sign-out';
import { tokens } from '@app/platform/session/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PERSIST_MAX_AGE_MS = 7 * DAY_MS;
/** A new app version may change the shape of cached data, so it starts from an empty cache. */
export const CACHE_BUSTER: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
export const QUERY_STALE_TIME_MS = 30_000;

/**
 * Only these query roots are written to IndexedDB: public, slow-changing data the app shows
 * offline. Everything else (wallet, chat, notifications) is refetched.
 */
export const PERSISTED_QUERY_ROOTS: readonly string[] = [
  'profile',
  'genres',
  'static-page',
  'content',
  'creator',
  // The library opens offline after one visit (issue 7): wishlist, following, collection, playlists.
  'library',
  'playlists',
  'follow',
];

/** A query or mutation with `meta: { localErrors: true }` handles its errors itself (e.g. the sign-in form). */
const handledLocally = (meta: Record<string, unknown> | undefined) => meta?.localErrors === true;
/**
 * `meta: { forbiddenIsState: true }`: for this page a 403 is a state of the thing it shows (a chat member removed
 * while reading sees "not available"), not a permission the person lost, so no dialog (which offers sign-out).
 */
const forbiddenIsState = (meta: Record<string, unknown> | undefined) => meta?.forbiddenIsState === true;
/** 401 is the API client's business and 422 the form's (spec §8). */
const reportable = (error: unknown) => !(isApiError(error) && (error.status === 401 || error.status === 422));
/** Spec §6: a 403 opens the no-permission dialog wherever it comes from, even from a page showing its own errors. */
const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

export type QueryErrorHandler = (error: unknown, context: { handledLocally: boolean }) => void;

function report(onError: QueryErrorHandler, error: unknown, meta: Record<string, unknown> | undefined): void {
  if (!reportable(error)) return;
  const local = handledLocally(meta);
  if (!local || (isForbidden(error) && !forbiddenIsState(meta))) onError(error, { handledLocally: local });
}

/**
 * Retry only what may succeed later: a request that never reached the server, while the browser
 * says it is online. Offline, a retry would pause until the connection returns and the page would
 * wait forever; failing at once shows the "you are offline" state (and reconnecting refetches).
 */
const MAX_NETWORK_RETRIES = 3;
export const retryNetworkErrors = (failureCount: number, error: unknown) =>
  onlineManager.isOnline() && isApiError(error) && error.isOffline && failureCount < MAX_NETWORK_RETRIES;

/** The kinds of change people may make offline are registered on it once someone signs in (shell/offline-queue.ts). */
export function createQueryClient({ onError }: { onError: QueryErrorHandler }): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(onError, error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(onError, error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // Restored data must outlive the persisted copy, or it is collected right after hydration.
        gcTime: PERSIST_MAX_AGE_MS,
        retry: retryNetworkErrors,
        refetchOnReconnect: true,
        // Run the first fetch even offline, so the service worker's cache can answer it.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  // TanStack Query assumes "online" until an online/offline event; an app started offline must know at once.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return client;
}

/** Changes made offline and still waiting are saved with the cache, so a restart does not lose them. */
export const shouldDehydrateMutation = (mutation: Mutation) => mutation.state.isPaused && isOfflineMutation(mutation);

/**
 * What is saved: the allow-listed roots that hold an answer. Offline that answer is all the fan has
 * until sign-out, so neither a write's invalidation nor a refetch that failed for want of a
 * connection drops it (issue 15: the second offline launch lost the profile and the library). An
 * invalidated query is saved as invalidated, so a reload refetches it rather than showing it as fresh.
 */
export function shouldDehydrateQuery(query: Query): boolean {
  const root = query.queryKey[0];
  return typeof root === 'string' && PERSISTED_QUERY_ROOTS.includes(root) && query.state.data !== undefined;
}

/** A query whose last refetch failed is saved as the answer it still holds, not as an error. */
function asLastAnswers(saved: PersistedClient): PersistedClient {
  const queries = saved.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...saved, clientState: { ...saved.clientState, queries } };
}

/** False from a sign-out until the next sign-in: no account's copy may be written in between. */
let userCopiesWritable = true;

/** Its own database: idb-keyval holds one object store per database. */
const cacheDb = createStore('stagepass-query-cache', 'keyval');
export const persistKey = (userKey: string) => `stagepass-query-cache:${userKey}`;

/** `user-<id>` for a signed-in user, `anonymous` otherwise: one persisted cache per account. */
export const cacheUserKey = (profile: { id: number } | null | undefined) =>
  profile ? `user-${profile.id}` : 'anonymous';

export function createPersister(userKey: string): Persister {
  return createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, cacheDb),
      // A save still in flight when the person signs out must not bring their copy back after sign-out cleared it.
      setItem: async (key, value: string) => {
        if (userKey !== cacheUserKey(null) && !userCopiesWritable) return;
        await set(key, value, cacheDb);
      },
      removeItem: (key) => del(key, cacheDb),
    },
    key: persistKey(userKey),
    serialize: (saved) => JSON.stringify(asLastAnswers(saved)),
  });
}

/** For `<PersistQueryClientProvider persistOptions={...}>`; of the mutations only paused offline changes are kept. */
export function createPersistOptions(userKey: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createPersister(userKey),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery, shouldDehydrateMutation },
  };
}

/** One user's persisted cache, or every persisted cache when no key is given. */
export function clearPersistedCache(userKey?: string): Promise<void> {
  return userKey === undefined ? clear(cacheDb) : del(persistKey(userKey), cacheDb);
}

/**
 * Keeps the cache in step with the session. A sign-in (here or in another tab) refetches the
 * profile; a sign-out drops everything held in memory, so the next person sees none of it, and
 * every persisted copy. Returns the function that undoes the binding.
 */
export function bindQueryClientToSession(queryClient: QueryClient): () => void {
  const signedIn = new Map(sessionScopes.map((scope) => [scope, tokens.getUser(scope) !== undefined]));
  const stopTokens = tokens.subscribe((scope) => {
    const now = tokens.getUser(scope) !== undefined;
    if (now === signedIn.get(scope)) return;
    signedIn.set(scope, now);
    if (now && scope === 'site') userCopiesWritable = true;
    if (now) void queryClient.resetQueries({ queryKey: profileKey(scope) });
    else queryClient.clear();
  });
  const stopSignOut = onSignOut((scope) => {
    if (scope === 'site') userCopiesWritable = false;
    return clearPersistedCache();
  });
  return () => {
    stopTokens();
    stopSignOut();
  };
}
