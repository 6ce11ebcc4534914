import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@app/features/auth/guards';
import { SignUpPage } from '@app/features/auth/sign-up-page';

export const Route = createFileRoute('/$lang/sign-up/')({
  beforeLoad: (args) => redirectIfSignedIn(args),
  component: SignUpPage,
});
