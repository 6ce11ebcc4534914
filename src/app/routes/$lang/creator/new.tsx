import { createFileRoute, redirect } from '@tanstack/react-router';
import { profileQueryOptions } from '@app/platform/session';
import { requireSiteUser } from '@app/features/auth';
import { isCreator } from '@app/features/studio';
import { OnboardingPage } from '@app/features/onboarding';

/** A fan (or a creator without a role yet) fills this in; a finished creator goes straight to the area. */
export const Route = createFileRoute('/$lang/creator/new')({
  beforeLoad: async (args) => {
    const cached = await requireSiteUser(args);
    const done = (profile: typeof cached) => isCreator(profile) && profile.creator_role !== null;
    // The cached (possibly persisted) profile may predate a just-finished onboarding: ask once more before
    // offering it again.
    const profile = done(cached)
      ? cached
      : ((await args.context.queryClient.fetchQuery({ ...profileQueryOptions('site'), staleTime: 0 })) ?? cached);
    if (done(profile)) {
      throw redirect({ to: '/$lang/creator/home', params: { lang: args.params.lang }, replace: true });
    }
  },
  component: OnboardingPage,
});
