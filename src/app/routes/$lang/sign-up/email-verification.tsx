import { createFileRoute } from '@tanstack/react-router';
import { tokenSearchSchema } from '@app/features/auth';
import { EmailVerificationPage } from '@app/features/auth';

/** With `?token=` (the link in the e-mail) it verifies; without, it asks the person to check their mail. */
export const Route = createFileRoute('/$lang/sign-up/email-verification')({
  validateSearch: tokenSearchSchema,
  component: EmailVerificationPage,
});
