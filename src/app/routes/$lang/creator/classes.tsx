import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { ClassesPage } from '@app/features/creator-area/type-group-page';
import { typeGroupSearchSchema } from '@app/features/creator-area/type-group-search';

export const Route = createFileRoute('/$lang/creator/classes')({
  validateSearch: typeGroupSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: ClassesPage,
});
