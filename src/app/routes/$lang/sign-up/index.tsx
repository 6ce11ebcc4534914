import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@app/features/auth';
import { SignUpPage } from '@app/features/auth';

export const Route = createFileRoute('/$lang/sign-up/')({
  beforeLoad: (args) => redirectIfSignedIn(args),
  component: SignUpPage,
});
