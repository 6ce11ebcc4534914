import { createFileRoute } from '@tanstack/react-router';
import { CreatorDeletedPage } from '@app/features/creator-pages/creator-deleted-page';

export const Route = createFileRoute('/$lang/creator/$login/deleted')({
  component: CreatorDeletedPage,
});
