import { createFileRoute } from '@tanstack/react-router';
import { CreatorAboutTab } from '@app/features/creator-pages/creator-about-tab';

export const Route = createFileRoute('/$lang/creator/$login/_page/about')({
  component: CreatorAboutTab,
});
