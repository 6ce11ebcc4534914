import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useIsSignedIn } from '@app/platform/session';
import { InstallPrompt } from './install-prompt';
import { useOnline } from './use-online';

/**
 * The offline bar with the waiting and failed changes (and the queue's code behind it) loads when the connection
 * drops or someone signs in: a visitor's first view online does not need it (issue 17).
 */
const OfflineStatus = lazy(() => import('./offline-status').then((m) => ({ default: m.OfflineStatus })));

/**
 * What the installed app needs around every site page: the offline bar, the install offer, a
 * refresh when the phone brings back a suspended page, and the downloads' entitlement check.
 */
export function AppLife() {
  const client = useQueryClient();
  const online = useOnline();
  const signedIn = useIsSignedIn('site');

  useEffect(() => {
    // A page restored from the back/forward cache or thawed after the phone suspended it shows old data;
    // visibility and focus refetches are TanStack Query's own (refetchOnWindowFocus).
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void client.invalidateQueries();
    };
    const onResume = () => void client.invalidateQueries({ stale: true });
    window.addEventListener('pageshow', onShow);
    document.addEventListener('resume', onResume);
    return () => {
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('resume', onResume);
    };
  }, [client]);

  useEffect(() => {
    // The downloads' code (HLS manifests, stores) is a signed-in fan's: a visitor's first view does not load it.
    if (signedIn)
      void import('@app/platform/downloads/downloads')
        .then(({ verifyDownloads }) => verifyDownloads(online))
        .catch(() => undefined);
  }, [signedIn, online]);

  return (
    <>
      {!online || signedIn ? (
        <Suspense fallback={null}>
          <OfflineStatus />
        </Suspense>
      ) : null}
      <InstallPrompt />
    </>
  );
}
