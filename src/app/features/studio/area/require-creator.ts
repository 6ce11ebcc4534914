import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import { Permission } from '@shared/permissions';
import type { Profile } from '@app/platform/session';
import { requireSiteUser } from '@app/features/auth';

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { href: string };
  params: { lang: Locale };
}

/** True when the profile may work in the creator area. */
export const isCreator = (profile: Pick<Profile, 'permissions'>) => profile.permissions.includes(Permission.creator);

/**
 * The creator area's guard: a visitor signs in first (and comes back), a signed-in fan is offered
 * the onboarding that makes them a creator rather than a dead-end 403.
 */
export async function requireCreator(args: GuardArgs): Promise<Profile> {
  const profile = await requireSiteUser(args);
  if (!isCreator(profile)) {
    throw redirect({ to: '/$lang/creator/new', params: { lang: args.params.lang }, replace: true });
  }
  return profile;
}
