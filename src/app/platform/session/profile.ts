import { useCallback, useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isCurrency } from '@shared/money';
import { canSignIn } from '@shared/permissions';
import { api } from '@app/platform/api';
import { currencyPreference } from '@app/platform/preferences';
import type { Profile, ProfileSchema } from '@shared/schemas/profile';
import type { SessionScope } from './scope';
import { tokens } from './tokens';
import type { OneOf } from '@app/platform/api';

/** The profile's one declaration is the server's (src/shared/schemas/profile.ts). */
export type { Profile };

export const PROFILE_ROOT = 'profile';
export const profileKey = (scope: SessionScope) => [PROFILE_ROOT, scope] as const;

const profilePath: Record<SessionScope, string> = { site: '/api/profile', admin: '/admin-api/profile' };

const hasUserToken = (scope: SessionScope) => tokens.getUser(scope) !== undefined;

/**
 * The profile, or null when nobody is signed in on that side: route guards can `ensureQueryData`
 * without first asking whether there is a session.
 */
export async function fetchProfile(scope: SessionScope, signal?: AbortSignal): Promise<Profile | null> {
  if (!hasUserToken(scope)) return null;
  const { data } = await api.get<OneOf<typeof ProfileSchema>>(profilePath[scope], { signal, scope });
  // The saved currency is the user's choice on every device, like the saved locale (spec §4).
  if (scope === 'site' && isCurrency(data.preferred_currency)) currencyPreference.set(data.preferred_currency);
  return data;
}

export function profileQueryOptions(scope: SessionScope) {
  return queryOptions({
    queryKey: profileKey(scope),
    queryFn: ({ signal }) => fetchProfile(scope, signal),
    enabled: hasUserToken(scope),
  });
}

/** Whether `scope` holds a user token, re-rendering when it comes or goes (also from another tab). */
export function useHasUserToken(scope: SessionScope): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => tokens.subscribe((changed) => changed === scope && onChange()),
    [scope],
  );
  return useSyncExternalStore(subscribe, () => hasUserToken(scope));
}

export function useProfile(scope: SessionScope) {
  const signedIn = useHasUserToken(scope);
  return useQuery({ ...profileQueryOptions(scope), enabled: signedIn });
}

/**
 * Signed in means a user token, and, once the profile is known, a sign-in permission
 * (spec §6: without either sign-in permission the visitor counts as signed out).
 */
export function useIsSignedIn(scope: SessionScope): boolean {
  const signedIn = useHasUserToken(scope);
  const { data } = useProfile(scope);
  return signedIn && (!data || canSignIn(data.permissions));
}
