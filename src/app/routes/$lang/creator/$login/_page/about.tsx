import { createFileRoute } from '@tanstack/react-router';
import { CreatorAboutTab } from '@app/features/creator-pages';

export const Route = createFileRoute('/$lang/creator/$login/_page/about')({
  component: CreatorAboutTab,
});
