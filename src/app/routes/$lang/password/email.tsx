import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@app/features/auth/forgot-password-page';

export const Route = createFileRoute('/$lang/password/email')({
  component: ForgotPasswordPage,
});
