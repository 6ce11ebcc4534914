import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@app/features/auth';
import { signInSearchSchema } from '@app/features/auth';
import { SignInPage } from '@app/features/auth';

export const Route = createFileRoute('/$lang/sign-in/form')({
  validateSearch: signInSearchSchema,
  beforeLoad: (args) => redirectIfSignedIn(args, args.search.redirect),
  component: SignInPage,
});
