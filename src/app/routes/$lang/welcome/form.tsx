import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { genresQueryOptions, hobbiesQueryOptions } from '@app/features/account';
import { WelcomeFormPage } from '@app/features/account';

export const Route = createFileRoute('/$lang/welcome/form')({
  beforeLoad: (args) => requireSiteUser(args),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(genresQueryOptions('')),
      context.queryClient.ensureQueryData(hobbiesQueryOptions('')),
    ]),
  component: WelcomeFormPage,
});
