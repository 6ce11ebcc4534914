import { createFileRoute } from '@tanstack/react-router';
import { PublicDataPage } from '@app/features/account';

export const Route = createFileRoute('/$lang/account/edit/public-data')({
  component: PublicDataPage,
});
