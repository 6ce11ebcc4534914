import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { CreatorAboutPage } from '@app/features/creator-area/about-page';

export const Route = createFileRoute('/$lang/creator/about')({
  beforeLoad: (args) => requireCreator(args),
  component: CreatorAboutPage,
});
