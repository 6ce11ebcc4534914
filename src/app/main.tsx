import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import '@app/ui/styles.css';
import { applyColorScheme, storedColorScheme } from '@app/ui/color-scheme';
import { i18n, activateLocale, pickInitialLocale } from '@app/platform/i18n';
import { createQueryClient } from '@app/platform/query-client';
import { createAppRouter } from '@app/shell/router';
import { preloadRouteCode } from '@app/shell/preload-route-code';
import { handleAppError } from '@app/shell/app-error-handler';
import { cacheUser } from '@app/shell/cache-user';
import { loadOfflineQueueWhenSignedIn } from '@app/shell/offline-queue';
import { QueryPersistence, restorePersistedCache } from '@app/shell/query-persistence';
import { bindSessionEffects } from '@app/shell/session-effects';
import { keepWorkerInformed } from '@app/shell/sw-messages';
import { registerServiceWorker } from '@app/shell/update-store';

// The stored theme goes on <html> before the first paint; the CSP allows no inline script to do it earlier.
applyColorScheme(storedColorScheme());

const queryClient = createQueryClient({ onError: handleAppError });
// The features' offline changes are registered before any persisted copy is restored (a restored change needs its function).
const offlineQueue = loadOfflineQueueWhenSignedIn(queryClient);
const router = createAppRouter(queryClient);
preloadRouteCode(router, location.pathname);
bindSessionEffects(queryClient, router);
registerServiceWorker();
// A first visit's answers fetched before the worker took over go through it again, so the page opens offline.
keepWorkerInformed({ onFirstControl: () => void queryClient.refetchQueries({ type: 'active' }) });

// Before the first render: I18nProvider renders nothing until a locale is active, and the first
// route's loaders should find the persisted cache (offline starts depend on it). The `/$lang` route
// then activates the locale of the address, or the profile's.
await Promise.all([
  activateLocale(
    pickInitialLocale({ pathLang: location.pathname.split('/')[1], navigatorLanguages: navigator.languages }),
  ).catch(() =>
    // A catalog that cannot load (a broken deploy, storage cleared offline) must not leave a blank page.
    activateLocale('en'),
  ),
  offlineQueue.then(() => restorePersistedCache(queryClient, cacheUser.current())),
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryPersistence client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryPersistence>
  </StrictMode>,
);
