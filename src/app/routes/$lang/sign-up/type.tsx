import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@app/features/auth/guards';
import { signUpFormSearchSchema } from '@app/features/auth/search';
import { SignUpTypePage } from '@app/features/auth/sign-up-type-page';

export const Route = createFileRoute('/$lang/sign-up/type')({
  // Coming back from the form keeps the earlier choice selected.
  validateSearch: signUpFormSearchSchema,
  beforeLoad: (args) => redirectIfSignedIn(args),
  component: SignUpTypePage,
});
