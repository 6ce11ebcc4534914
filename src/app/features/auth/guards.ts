import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { canSignIn, hasPermission, type Permission } from '@shared/permissions';
import type { Locale } from '@shared/locales';
import { profileQueryOptions, tokens, type Profile } from '@app/platform/session';

/** The site profile, or null when nobody is signed in on the site side. */
export async function loadSiteProfile(queryClient: QueryClient): Promise<Profile | null> {
  if (!tokens.getUser('site')) return null;
  return queryClient.ensureQueryData(profileQueryOptions('site'));
}

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { href: string };
  params: { lang: Locale };
}

/**
 * For pages behind a site sign-in (ARCHITECTURE §4): signed-out visitors go to the sign-in form,
 * which brings them back here afterwards. With `permissions`, a signed-in user lacking all of them
 * gets the 403 page instead.
 */
export async function requireSiteUser(
  { context, location, params }: GuardArgs,
  permissions: readonly Permission[] = [],
): Promise<Profile> {
  const profile = await loadSiteProfile(context.queryClient);
  if (!profile || !canSignIn(profile.permissions)) {
    throw redirect({ to: '/$lang/sign-in/form', params: { lang: params.lang }, search: { redirect: location.href } });
  }
  if (!hasPermission(profile.permissions, permissions)) {
    throw redirect({ to: '/$lang/403', params: { lang: params.lang }, replace: true });
  }
  return profile;
}

/** Sign-in and sign-up make no sense while signed in: go where the visitor was heading, or home. */
export async function redirectIfSignedIn({ context, params }: GuardArgs, next?: string): Promise<void> {
  const profile = await loadSiteProfile(context.queryClient).catch(() => null);
  if (profile && canSignIn(profile.permissions)) {
    throw next ? redirect({ href: next, replace: true }) : redirect({ to: '/$lang', params: { lang: params.lang } });
  }
}
