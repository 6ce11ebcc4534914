import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { bindQueryClientToSession } from '@app/platform/query-client';
import { onSignOut, signInPath } from '@app/platform/session';
import { cacheUser } from './cache-user';
import { clearUserCaches } from './sw-messages';
import type { AppRouter } from './router';

/**
 * What the app does around every sign-out, wherever it starts (the account menu, the
 * no-permission dialog, or the API client giving up on a dead session):
 * the cache and its persisted copies go, the service worker drops the user's private caches,
 * guards run again, and an expired session is sent to sign in (spec §8).
 */
export function bindSessionEffects(queryClient: QueryClient, router: AppRouter): void {
  bindQueryClientToSession(queryClient);
  onSignOut(async (scope, reason) => {
    if (scope === 'site') {
      cacheUser.forget();
      await clearUserCaches();
    }
    if (reason === 'expired') {
      await router.navigate({ href: signInPath(scope, i18n.locale || 'en'), replace: true });
    }
    await router.invalidate();
  });
}
