import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/studio';
import { CollaborationPage } from '@app/features/studio';
import { collaborationSearchSchema } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/collaboration')({
  validateSearch: collaborationSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: CollaborationPage,
});
