import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@app/features/auth/guards';
import { signInSearchSchema } from '@app/features/auth/search';
import { SignInPage } from '@app/features/auth/sign-in-page';

export const Route = createFileRoute('/$lang/sign-in/form')({
  validateSearch: signInSearchSchema,
  beforeLoad: (args) => redirectIfSignedIn(args, args.search.redirect),
  component: SignInPage,
});
