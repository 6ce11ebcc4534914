import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '@app/platform/session';

/** The tray is a signed-in fan's: a visitor's first view does not download it (issue 17). */
const TrayButton = lazy(() => import('./tray-button').then((m) => ({ default: m.TrayButton })));

export function TrayButtonOnDemand() {
  const signedIn = useIsSignedIn('site');
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <TrayButton />
    </Suspense>
  );
}
