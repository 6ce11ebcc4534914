import { useSyncExternalStore } from 'react';
import { cacheUserKey } from '@app/platform/query-client';
import { tokens } from '@app/platform/session';

/**
 * Which account's persisted query cache to use. It must be known before the profile is (offline,
 * the profile itself comes out of that cache), so the last signed-in user's key is remembered here
 * and used only while a site session still exists.
 */
const KEY = 'stagepass.cache-user';
const ANONYMOUS = cacheUserKey(null);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function current(): string {
  const stored = localStorage.getItem(KEY);
  return stored && tokens.getUser('site') ? stored : ANONYMOUS;
}

export const cacheUser = {
  current,
  /** Called when the site profile loads. */
  remember(profile: { id: number }): void {
    const key = cacheUserKey(profile);
    if (localStorage.getItem(KEY) === key) return;
    localStorage.setItem(KEY, key);
    notify();
  },
  forget(): void {
    localStorage.removeItem(KEY);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // A sign-in or sign-out (also in another tab) changes which cache applies.
    const stop = tokens.subscribe((scope) => scope === 'site' && listener());
    return () => {
      listeners.delete(listener);
      stop();
    };
  },
};

export function useCacheUserKey(): string {
  return useSyncExternalStore(cacheUser.subscribe, current);
}
