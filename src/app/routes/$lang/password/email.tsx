import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@app/features/auth';

export const Route = createFileRoute('/$lang/password/email')({
  component: ForgotPasswordPage,
});
