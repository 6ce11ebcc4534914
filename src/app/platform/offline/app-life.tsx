import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsSignedIn } from '@app/platform/session';
import { InstallPrompt } from './install-prompt';
import { OfflineStatus, useOnline } from './offline-status';

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
      <OfflineStatus />
      <InstallPrompt />
    </>
  );
}
