import { createFileRoute, redirect } from '@tanstack/react-router';
import { profileQueryOptions } from '@app/lib/session';
import { requireSiteUser } from '@app/features/auth/guards';
import { isCreator } from '@app/features/creator-area/require-creator';
import { OnboardingPage } from '@app/features/onboarding/onboarding-page';

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
