import { createFileRoute, redirect } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@app/features/auth';
import { signUpFormSearchSchema } from '@app/features/auth';
import { SignUpFormPage } from '@app/features/auth';

export const Route = createFileRoute('/$lang/sign-up/form')({
  validateSearch: signUpFormSearchSchema,
  beforeLoad: async (args) => {
    await redirectIfSignedIn(args);
    const { type, role } = args.search;
    // The form needs the choice made on /sign-up/type (a creator also needs a role).
    if (!type || (type === 'creator' && !role)) {
      throw redirect({ to: '/$lang/sign-up/type', params: args.params, search: { type, role } });
    }
  },
  component: SignUpFormPage,
});
