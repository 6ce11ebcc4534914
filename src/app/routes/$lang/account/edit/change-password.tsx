import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '@app/features/account/change-password-page';

export const Route = createFileRoute('/$lang/account/edit/change-password')({
  component: ChangePasswordPage,
});
