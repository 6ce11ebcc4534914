import { currencyPreference, trayButtonPreference } from '@app/platform/preferences';
import { clearUserStores } from '@app/platform/storage';
import type { SessionScope } from './scope';
import { tokens } from './tokens';

/** `user`: the person signed out; `expired`: the API client could not renew the session. */
export type SignOutReason = 'user' | 'expired';
export type SignOutListener = (scope: SessionScope, reason: SignOutReason) => void | Promise<void>;

const listeners = new Set<SignOutListener>();

/**
 * Registers cleanup that runs after every sign-out of either side: the query cache and its
 * persisted copy, and the app's redirect when the reason is `expired`. Returns the unregister function.
 */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Local sign-out (spec §4): tokens, currency, tray flag and the user's idb stores go, then every
 * registered listener runs. The site's preferences and stores are the site user's, so an admin
 * sign-out leaves them alone. One failing cleanup does not stop the others.
 */
export async function endSession(scope: SessionScope, reason: SignOutReason): Promise<void> {
  tokens.clearUser(scope);
  const cleanups: Array<Promise<void> | void> = [];
  if (scope === 'site') {
    currencyPreference.clear();
    trayButtonPreference.clear();
    cleanups.push(clearUserStores());
  }
  for (const listener of listeners) cleanups.push(Promise.resolve().then(() => listener(scope, reason)));
  await Promise.allSettled(cleanups);
}
