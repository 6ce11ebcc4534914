import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { CollaborationPage } from '@app/features/creator-area/collaboration-page';
import { collaborationSearchSchema } from '@app/features/creator-area/collaboration-search';

export const Route = createFileRoute('/$lang/creator/collaboration')({
  validateSearch: collaborationSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: CollaborationPage,
});
