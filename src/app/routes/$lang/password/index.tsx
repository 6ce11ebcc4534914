import { createFileRoute } from '@tanstack/react-router';
import { tokenSearchSchema } from '@app/features/auth';
import { ResetPasswordPage } from '@app/features/auth';

export const Route = createFileRoute('/$lang/password/')({
  validateSearch: tokenSearchSchema,
  component: ResetPasswordPage,
});
