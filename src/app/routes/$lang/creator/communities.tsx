import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { CommunitiesPage } from '@app/features/creator-area/type-group-page';
import { typeGroupSearchSchema } from '@app/features/creator-area/type-group-search';

export const Route = createFileRoute('/$lang/creator/communities')({
  validateSearch: typeGroupSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: CommunitiesPage,
});
