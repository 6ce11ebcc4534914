import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth/guards';
import { genresQueryOptions, hobbiesQueryOptions } from '@app/features/account/interests-api';
import { WelcomeFormPage } from '@app/features/account/welcome-form-page';

export const Route = createFileRoute('/$lang/welcome/form')({
  beforeLoad: (args) => requireSiteUser(args),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(genresQueryOptions('')),
      context.queryClient.ensureQueryData(hobbiesQueryOptions('')),
    ]),
  component: WelcomeFormPage,
});
