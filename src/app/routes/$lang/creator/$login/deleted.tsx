import { createFileRoute } from '@tanstack/react-router';
import { CreatorDeletedPage } from '@app/features/creator-pages';

export const Route = createFileRoute('/$lang/creator/$login/deleted')({
  component: CreatorDeletedPage,
});
