import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '@app/features/site/forbidden-page';

export const Route = createFileRoute('/$lang/403')({
  component: ForbiddenPage,
});
