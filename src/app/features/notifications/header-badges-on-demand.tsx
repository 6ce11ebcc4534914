import { lazy, Suspense } from 'react';
import { Permission } from '@shared/permissions';
import { useSiteProfile } from '@app/platform/page/use-site-session';

/**
 * The badges, the tab's real-time connection (WebSocket) and the push resync are a signed-in fan's or creator's:
 * a visitor's first view does not download them (issue 17), they load once someone is signed in.
 */
const HeaderBadges = lazy(() => import('./header-badges').then((m) => ({ default: m.HeaderBadges })));

export function HeaderBadgesOnDemand() {
  const profile = useSiteProfile();
  if (!profile || profile.permissions.includes(Permission.superAdmin)) return null;
  return (
    <Suspense fallback={null}>
      <HeaderBadges />
    </Suspense>
  );
}
