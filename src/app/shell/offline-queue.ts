import type { QueryClient } from '@tanstack/react-query';
import { tokens } from '@app/platform/session';

/**
 * The offline queue (changes made offline, paused, saved with the cache and replayed) is a signed-in fan's: a
 * visitor's first view does not download it (issue 17). It is registered when a site session exists at start, and
 * on a later sign-in; a persisted copy is restored only after it (query-persistence.tsx), since a restored change
 * needs its function to resume.
 */
let registered: Promise<void> | null = null;

export function loadOfflineQueue(client: QueryClient): Promise<void> {
  // A chunk that cannot load (offline before the worker cached it) must not keep the app from starting: tried again
  // at the next sign-in or start.
  registered ??= import('./offline-queue-kinds')
    .then(({ registerOfflineQueue }) => registerOfflineQueue(client))
    .catch(() => {
      registered = null;
    });
  return registered;
}

/** Loads the queue now if someone is signed in on the site, else at their sign-in. */
export function loadOfflineQueueWhenSignedIn(client: QueryClient): Promise<void> {
  tokens.subscribe((scope) => {
    if (scope === 'site' && tokens.getUser('site')) void loadOfflineQueue(client);
  });
  return tokens.getUser('site') ? loadOfflineQueue(client) : Promise.resolve();
}
