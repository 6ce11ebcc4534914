import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '@app/features/account';

export const Route = createFileRoute('/$lang/account/edit/change-password')({
  component: ChangePasswordPage,
});
