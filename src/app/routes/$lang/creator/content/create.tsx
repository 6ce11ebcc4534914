import { createFileRoute } from '@tanstack/react-router';
import { CreateContentPage } from '@app/features/studio/create-content-page';
import { createContentSearchSchema } from '@app/features/studio/content-list-search';

export const Route = createFileRoute('/$lang/creator/content/create')({
  validateSearch: createContentSearchSchema,
  component: CreateContentPage,
});
