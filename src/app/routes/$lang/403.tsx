import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '@app/shell/site/forbidden-page';

export const Route = createFileRoute('/$lang/403')({
  component: ForbiddenPage,
});
