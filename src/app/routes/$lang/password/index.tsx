import { createFileRoute } from '@tanstack/react-router';
import { tokenSearchSchema } from '@app/features/auth/search';
import { ResetPasswordPage } from '@app/features/auth/reset-password-page';

export const Route = createFileRoute('/$lang/password/')({
  validateSearch: tokenSearchSchema,
  component: ResetPasswordPage,
});
