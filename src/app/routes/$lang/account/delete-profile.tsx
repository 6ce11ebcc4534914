import { createFileRoute } from '@tanstack/react-router';
import { DeleteProfilePage } from '@app/features/account/delete-profile-page';

export const Route = createFileRoute('/$lang/account/delete-profile')({
  component: DeleteProfilePage,
});
