import { createFileRoute } from '@tanstack/react-router';
import { DeleteProfilePage } from '@app/features/account';

export const Route = createFileRoute('/$lang/account/delete-profile')({
  component: DeleteProfilePage,
});
