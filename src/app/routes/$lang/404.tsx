import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@app/shell/site/not-found-page';

export const Route = createFileRoute('/$lang/404')({
  component: NotFoundPage,
});
