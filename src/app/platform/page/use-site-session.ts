import type { Profile } from '@shared/schemas/profile';
import { useIsSignedIn, useProfile } from '@app/platform/session';

/**
 * The site profile when someone is signed in on the site side, else null. Typed as the shared
 * schema's Profile, which is what GET /api/profile answers (the session lib declares a subset).
 */
export function useSiteProfile(): Profile | null {
  const signedIn = useIsSignedIn('site');
  const { data } = useProfile('site');
  return signedIn && data ? (data as unknown as Profile) : null;
}
