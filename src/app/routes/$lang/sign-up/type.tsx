import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@app/features/auth';
import { signUpFormSearchSchema } from '@app/features/auth';
import { SignUpTypePage } from '@app/features/auth';

export const Route = createFileRoute('/$lang/sign-up/type')({
  // Coming back from the form keeps the earlier choice selected.
  validateSearch: signUpFormSearchSchema,
  beforeLoad: (args) => redirectIfSignedIn(args),
  component: SignUpTypePage,
});
