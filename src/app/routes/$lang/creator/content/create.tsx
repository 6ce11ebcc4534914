import { createFileRoute } from '@tanstack/react-router';
import { CreateContentPage } from '@app/features/studio';
import { createContentSearchSchema } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/content/create')({
  validateSearch: createContentSearchSchema,
  component: CreateContentPage,
});
